import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { firstRow } from '../../db/rows';
import type { AppSettings } from '../../core/settings';

/** What the gate decided for one sign-in attempt (docs/adr/0012-login-limit-per-pair.md). */
export type LoginGate = { locked: true } | { locked: false; attemptId: number; captchaCost: number };

interface Counts {
  pair: number;
  ip: number;
  user: number;
}

async function failures(q: Queryable, limit: AppSettings['login'], username: string, ip: string): Promise<Counts> {
  const since = new Date(Date.now() - limit.windowMinutes * 60_000);
  const row = await firstRow<Counts>(
    q,
    sql`SELECT count(*) FILTER (WHERE username = ${username} AND ip = ${ip})::int AS pair,
               count(*) FILTER (WHERE ip = ${ip})::int AS ip,
               count(*) FILTER (WHERE username = ${username})::int AS "user"
        FROM login_attempts
        WHERE NOT succeeded AND created_at > ${since} AND (username = ${username} OR ip = ${ip})`,
  );
  return row ?? { pair: 0, ip: 0, user: 0 };
}

/**
 * Proof-of-work cost a sign-in of this username must have paid. Failures from many IPs do not
 * lock the account (that would let anyone lock the admin out); each further `maxFailures` of
 * them doubles the captcha's cost instead, up to `captchaMaxFactor`.
 */
export function captchaCostFor(userFailures: number, limit: AppSettings['login'], baseCost: number): number {
  if (userFailures < limit.maxFailures) return baseCost;
  const doublings = 1 + Math.floor((userFailures - limit.maxFailures) / limit.maxFailures);
  return baseCost * Math.min(2 ** doublings, limit.captchaMaxFactor);
}

/** The captcha cost to issue for a username (GET /captcha?username=). */
export async function captchaCostForUser(db: Db, limit: AppSettings['login'], username: string, baseCost: number): Promise<number> {
  const { user } = await failures(db, limit, username, '');
  return captchaCostFor(user, limit, baseCost);
}

/**
 * Counts and records in one atomic step: under a transaction-scoped advisory lock on the IP,
 * the failures are counted and, unless the pair or the IP is over its bound, this attempt is
 * written as a failure before anything is checked. Thirty simultaneous guesses therefore see
 * 0, 1, 2 … earlier attempts and only the first ten get through. A sign-in that succeeds
 * turns its row into a success (loginSucceeded).
 */
export async function openLoginAttempt(
  db: Db,
  limit: AppSettings['login'],
  baseCost: number,
  username: string,
  ip: string,
): Promise<LoginGate> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login:${ip}`}))`);
    const counts = await failures(tx, limit, username, ip);
    if (counts.pair >= limit.maxFailures || counts.ip >= limit.maxFailuresPerIp) return { locked: true as const };
    const row = await firstRow<{ id: number }>(
      tx,
      sql`INSERT INTO login_attempts (username, ip, succeeded) VALUES (${username}, ${ip}, false) RETURNING id`,
    );
    // Old rows carry no weight any more; trimming here keeps the table small without a job.
    await tx.execute(sql`DELETE FROM login_attempts WHERE created_at < now() - interval '1 day'`);
    return { locked: false as const, attemptId: row!.id, captchaCost: captchaCostFor(counts.user, limit, baseCost) };
  });
}

export async function loginSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.execute(sql`UPDATE login_attempts SET succeeded = true WHERE id = ${attemptId}`);
}
