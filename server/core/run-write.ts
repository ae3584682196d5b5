import { createHash } from 'node:crypto';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../../contract/idempotency-key';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { CartMessages } from '../../contract/cart';
import { IDEMPOTENCY_HEADER } from '../../contract/checkout';
import { BusinessError, failure } from './business-error';
import { firstRow, isOccupancyConflict, pgCode, rows } from '../db/rows';
import { InputError, StatusError } from './input-error';

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request';

/**
 * A client's key, scoped to who sent it (a desk's user, or a partner's API key: apiKeyId,
 * 0 for desks), with a digest of what it was sent with.
 */
export interface IdempotencyKey {
  key: string;
  userId: number;
  apiKeyId: number;
  requestHash: string;
}

/**
 * The request's Idempotency-Key, or null when it has none. A key longer than 200 characters
 * is refused (cutting it would make two different keys collide). Marketplace calls carry a
 * club API key, not a session: they pass its id, so two partners' keys never share a reply.
 */
export function idempotencyKey(request: FastifyRequest, apiKeyId = 0): IdempotencyKey | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return null;
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH)
    throw new InputError('Idempotency-Key', `must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  const requestHash = createHash('sha256')
    .update(JSON.stringify([request.body ?? null, request.query ?? null]))
    .digest('hex');
  return { key, userId: (request.session as { userId: number } | undefined)?.userId ?? 0, apiKeyId, requestHash };
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
  key: IdempotencyKey | null,
  fn: (tx: Tx) => Promise<T>,
): Promise<T | ReturnType<typeof failure>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptWrite(db, clubId, route, key, fn);
    } catch (err) {
      if (err instanceof BusinessError) return { ...err.details, ...failure(err.message) };
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
  idem: IdempotencyKey | null,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return await db.transaction(async (tx) => {
    const where = idem
      ? sql`club_id = ${clubId} AND user_id = ${idem.userId} AND api_key_id = ${idem.apiKeyId} AND route = ${route} AND key = ${idem.key}`
      : sql`false`;
    if (idem) {
      const claimed = await rows(
        tx,
        sql`INSERT INTO idempotency_keys (club_id, user_id, api_key_id, route, key, request_hash)
            VALUES (${clubId}, ${idem.userId}, ${idem.apiKeyId}, ${route}, ${idem.key}, ${idem.requestHash})
            ON CONFLICT DO NOTHING RETURNING key`,
      );
      if (claimed.length === 0) {
        const stored = await firstRow<{ response: T; requestHash: string | null }>(
          tx,
          sql`SELECT response, request_hash AS "requestHash" FROM idempotency_keys WHERE ${where}`,
        );
        // Same key, other request: replaying the first reply would claim something that was not done.
        if (stored!.requestHash !== null && stored!.requestHash !== idem.requestHash) throw new StatusError(422, KEY_REUSED_MESSAGE);
        return stored!.response;
      }
    }
    const reply = await fn(tx);
    if (idem) await tx.execute(sql`UPDATE idempotency_keys SET response = ${JSON.stringify(reply)}::jsonb WHERE ${where}`);
    return reply;
  });
}
