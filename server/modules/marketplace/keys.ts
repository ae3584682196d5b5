import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { DEFAULT_KEY_PER_MINUTE, MarketplaceMessages as M, type MarketplaceKeyView } from '../../../contract/marketplace';
import { hashToken, newToken } from '../../lib/tokens';
import { BusinessError } from '../../core/business-error';
import { recordHistory, type Actor } from '../../ledger/history';

const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const columns = sql`id, name, key_prefix AS "keyPrefix", per_minute AS "perMinute", ${iso('created_at')} AS "createdAt", ${iso('last_used_at')} AS "lastUsedAt", ${iso('revoked_at')} AS "revokedAt"`;

export function listKeys(q: Queryable, clubId: number): Promise<MarketplaceKeyView[]> {
  return rows<MarketplaceKeyView>(q, sql`SELECT ${columns} FROM marketplace_keys WHERE club_id = ${clubId} ORDER BY id`);
}

/** Creates a key; returns it once (only its hash is stored). */
export async function createKey(
  tx: Tx,
  clubId: number,
  input: { name: string; perMinute?: number },
  actor: Actor,
): Promise<{ key: string; keyInfo: MarketplaceKeyView }> {
  const { name, perMinute = DEFAULT_KEY_PER_MINUTE } = input;
  const clean = name.trim();
  if (!clean) throw new BusinessError(M.nameRequired);
  const key = `cdm_${newToken()}`;
  const info = await firstRow<MarketplaceKeyView>(
    tx,
    sql`INSERT INTO marketplace_keys (club_id, name, key_prefix, key_hash, created_by, per_minute)
        VALUES (${clubId}, ${clean}, ${key.slice(0, 10)}, ${hashToken(key)}, ${actor.userId}, ${perMinute}) RETURNING ${columns}`,
  );
  await recordHistory(tx, {
    clubId,
    entity: 'marketplace_key',
    entityId: info!.id,
    action: 'create',
    actor,
    after: { name: clean, keyPrefix: info!.keyPrefix, perMinute },
  });
  return { key, keyInfo: info! };
}

export async function revokeKey(tx: Tx, clubId: number, id: number, actor: Actor): Promise<void> {
  const done = await rows(
    tx,
    sql`UPDATE marketplace_keys SET revoked_at = now() WHERE club_id = ${clubId} AND id = ${id} AND revoked_at IS NULL RETURNING id`,
  );
  if (done.length === 0) throw new BusinessError(M.keyNotFound);
  await recordHistory(tx, { clubId, entity: 'marketplace_key', entityId: id, action: 'revoke', actor });
}

/** Sets how many requests a live key may send per minute. */
export async function setKeyLimit(tx: Tx, clubId: number, id: number, perMinute: number, actor: Actor): Promise<void> {
  const before = await firstRow<{ perMinute: number }>(
    tx,
    sql`SELECT per_minute AS "perMinute" FROM marketplace_keys WHERE club_id = ${clubId} AND id = ${id} AND revoked_at IS NULL FOR UPDATE`,
  );
  if (!before) throw new BusinessError(M.keyNotFound);
  await tx.execute(sql`UPDATE marketplace_keys SET per_minute = ${perMinute} WHERE club_id = ${clubId} AND id = ${id}`);
  await recordHistory(tx, {
    clubId,
    entity: 'marketplace_key',
    entityId: id,
    action: 'limit',
    actor,
    before: { perMinute: before.perMinute },
    after: { perMinute },
  });
}

/** A live key as one request sees it: its club, and where it stands against its limit. */
export interface KeyUse {
  clubId: number;
  keyId: number;
  /** Requests this window, this one included (it stops counting one past the limit). */
  hits: number;
  perMinute: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfter: number;
}

/**
 * Finds a live key (null: unknown or revoked) and counts the request against its limit, in the
 * one UPDATE that stamps last_used_at: the row lock serialises concurrent requests of the key,
 * from any API process, so the count is exact. A window starts at its first request and lasts a
 * minute (a burst is never split by a clock minute ticking over mid-burst).
 */
export async function useKey(q: Queryable, key: string): Promise<KeyUse | null> {
  if (!key || key.length > 200) return null;
  const open = sql`window_start > now() - interval '1 minute'`;
  const row = await firstRow<KeyUse>(
    q,
    sql`UPDATE marketplace_keys
        SET last_used_at = now(),
            window_hits = CASE WHEN ${open} THEN least(window_hits + 1, per_minute + 1) ELSE 1 END,
            window_start = CASE WHEN ${open} THEN window_start ELSE now() END
        WHERE key_hash = ${hashToken(key)} AND revoked_at IS NULL
        RETURNING club_id AS "clubId", id AS "keyId", window_hits AS hits, per_minute AS "perMinute",
                  greatest(1, ceil(extract(epoch FROM window_start + interval '1 minute' - now())))::int AS "retryAfter"`,
  );
  return row ?? null;
}
