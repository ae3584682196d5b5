import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { SIGNATURE_HEADER } from '../../../contract/webhooks';
import { judgeUrl } from './address-guard';
import { signatureHeader } from './signature';

/**
 * Sends due deliveries (ADR 0073). A delivery is claimed with a lease (no transaction stays open
 * while a request is out: PGlite has one connection, and a slow receiver must hold nothing),
 * sent with a timeout and no redirects, then marked delivered on a 2xx or given its next attempt:
 * exponential backoff from `baseSeconds`, capped at an hour, until 24 hours after its first
 * attempt, when it is marked failed. A delivery waits while an older one of its booking
 * (order key) to the same endpoint is pending, so a receiver sees a booking's events in order.
 */
export interface SendOptions {
  /** First retry after this many seconds; doubles each attempt (default 30). */
  baseSeconds?: number;
  /** Request timeout (default 10 s). */
  timeoutMs?: number;
  batch?: number;
  /** Only deliveries due by this database time (a pump turn's start: a retry it schedules waits for the next turn). */
  dueBy?: string | null;
}

export const GIVE_UP_HOURS = 24;
const MAX_DELAY_SECONDS = 3600;
const LEASE_SECONDS = 60;

interface Claimed {
  id: number;
  body: string;
  url: string;
  secret: string;
  attempts: number;
  expired: boolean;
}

export interface Attempt {
  ok: boolean;
  code: number | null;
  error: string | null;
}

/** One POST of a body to a URL, signed; never throws. */
export async function post(url: string, secret: string, body: string, timeoutMs: number): Promise<Attempt> {
  const verdict = await judgeUrl(url);
  if (verdict !== 'ok') return { ok: false, code: null, error: `Refused: ${verdict} address` };
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Courtdesk-Webhooks/1',
        [SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(Date.now() / 1000), body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => {});
    const ok = res.status >= 200 && res.status < 300;
    return { ok, code: res.status, error: ok ? null : `HTTP ${res.status}` };
  } catch (err) {
    const e = err as Error;
    return { ok: false, code: null, error: e.name === 'TimeoutError' ? `No answer within ${timeoutMs} ms` : e.message.slice(0, 200) };
  }
}

async function claim(db: Db, batch: number, dueBy: string | null): Promise<Claimed[]> {
  const due = dueBy === null ? sql`now()` : sql`${dueBy}::timestamptz`;
  return rows<Claimed>(
    db,
    sql`UPDATE webhook_deliveries d
        SET leased_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = d.attempts + 1,
            first_attempt_at = COALESCE(d.first_attempt_at, now()), last_attempt_at = now()
        FROM webhook_endpoints e
        WHERE e.id = d.endpoint_id AND d.id IN (
          SELECT d2.id FROM webhook_deliveries d2 JOIN webhook_endpoints e2 ON e2.id = d2.endpoint_id
          WHERE d2.status = 'pending' AND d2.next_attempt_at <= ${due} AND (d2.leased_until IS NULL OR d2.leased_until < now())
            AND e2.enabled AND e2.deleted_at IS NULL
            AND (d2.order_key IS NULL OR NOT EXISTS (
                  SELECT 1 FROM webhook_deliveries p WHERE p.endpoint_id = d2.endpoint_id AND p.order_key = d2.order_key
                    AND p.status = 'pending' AND p.id < d2.id))
          ORDER BY d2.id LIMIT ${batch} FOR UPDATE OF d2 SKIP LOCKED)
        RETURNING d.id::float8 AS id, d.payload::text AS body, e.url, e.secret, d.attempts,
                  (d.first_attempt_at < now() - make_interval(hours => ${GIVE_UP_HOURS})) AS expired`,
  );
}

/** Writes an attempt's outcome. */
export async function settle(db: Db, id: number, a: Attempt, giveUp: boolean, attempts: number, baseSeconds: number): Promise<void> {
  const delay = Math.min(MAX_DELAY_SECONDS, baseSeconds * 2 ** Math.max(0, attempts - 1));
  await db.execute(
    a.ok
      ? sql`UPDATE webhook_deliveries SET status = 'delivered', delivered_at = now(), response_code = ${a.code}, last_error = NULL,
              leased_until = NULL WHERE id = ${id}`
      : sql`UPDATE webhook_deliveries SET response_code = ${a.code}, last_error = ${a.error}, leased_until = NULL,
              status = CASE WHEN ${giveUp} THEN 'failed' ELSE 'pending' END,
              next_attempt_at = COALESCE(last_attempt_at, now()) + make_interval(secs => ${delay}) WHERE id = ${id}`,
  );
}

/** Sends what is due now, one batch; returns how many were attempted. */
export async function sendDue(db: Db, opts: SendOptions = {}): Promise<number> {
  const claimed = await claim(db, opts.batch ?? 20, opts.dueBy ?? null);
  await Promise.all(
    claimed.map(async (c) => {
      const a = await post(c.url, c.secret, c.body, opts.timeoutMs ?? 10_000);
      await settle(db, c.id, a, c.expired, c.attempts, opts.baseSeconds ?? 30);
    }),
  );
  return claimed.length;
}
