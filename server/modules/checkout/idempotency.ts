import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { CartMessages } from '../../../contract/cart';
import { IDEMPOTENCY_HEADER } from '../../../contract/checkout';
import { BusinessError, failure } from '../availability/business-error';
import { firstRow, isOccupancyConflict, pgCode, rows } from '../../db/rows';

const MAX_KEY_LENGTH = 200;

export function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key && key.trim() ? key.trim().slice(0, MAX_KEY_LENGTH) : null;
}

type Reply = { requestStatus: 0 | 1; message?: string } & Record<string, unknown>;

/**
 * Runs a write in one transaction and answers with its reply. With an Idempotency-Key the key
 * is claimed first in the same transaction and the reply stored with it: a repeat (even one
 * racing the first) waits on the key's row and returns the stored reply, writing nothing.
 * Refusals roll everything back, key included, so a corrected retry may use the same key.
 */
export async function runWrite<T extends Reply>(
  db: Db,
  clubId: number,
  route: string,
  key: string | null,
  fn: (tx: Tx) => Promise<T>,
): Promise<T | ReturnType<typeof failure>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptWrite(db, clubId, route, key, fn);
    } catch (err) {
      if (err instanceof BusinessError) return failure(err.message);
      if (isOccupancyConflict(err)) return failure(CartMessages.slotUnavailable);
      // A deadlock or serialization victim did nothing: it is run again from the start.
      if (RETRYABLE.has(pgCode(err) ?? '') && attempt < MAX_ATTEMPTS) continue;
      throw err;
    }
  }
}

const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

/** One try: claim the key (if any), run the write, store its reply with the key. */
async function attemptWrite<T extends Reply>(
  db: Db,
  clubId: number,
  route: string,
  key: string | null,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return await db.transaction(async (tx) => {
    if (key) {
      const claimed = await rows(
        tx,
        sql`INSERT INTO idempotency_keys (club_id, route, key) VALUES (${clubId}, ${route}, ${key})
            ON CONFLICT DO NOTHING RETURNING key`,
      );
      if (claimed.length === 0) {
        const stored = await firstRow<{ response: T }>(
          tx,
          sql`SELECT response FROM idempotency_keys WHERE club_id = ${clubId} AND route = ${route} AND key = ${key}`,
        );
        return stored!.response;
      }
    }
    const reply = await fn(tx);
    if (key) {
      await tx.execute(sql`UPDATE idempotency_keys SET response = ${JSON.stringify(reply)}::jsonb
        WHERE club_id = ${clubId} AND route = ${route} AND key = ${key}`);
    }
    return reply;
  });
}
