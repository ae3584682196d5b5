import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema/security';
import type { AppSettings } from '../../settings';

/**
 * True when the username or the IP already has maxFailures failed sign-ins inside the window.
 * Counted in the database so every API process sees the same numbers.
 */
export async function loginLocked(db: Db, limit: AppSettings['login'], username: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - limit.windowMinutes * 60_000);
  const [row] = await db
    .select({
      byUser: sql<number>`count(*) filter (where ${loginAttempts.username} = ${username})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
        or(eq(loginAttempts.username, username), eq(loginAttempts.ip, ip)),
      ),
    );
  return (row?.byUser ?? 0) >= limit.maxFailures || (row?.byIp ?? 0) >= limit.maxFailures;
}

export async function recordLoginAttempt(db: Db, username: string, ip: string, succeeded: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ username, ip, succeeded });
  if (!succeeded) {
    // Old rows carry no weight any more; trimming here keeps the table small without a job.
    await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - 24 * 3_600_000)));
  }
}
