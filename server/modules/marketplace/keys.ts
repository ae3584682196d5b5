import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { MarketplaceMessages as M, type MarketplaceKeyView } from '../../../contract/marketplace';
import { hashToken, newToken } from '../../lib/tokens';
import { BusinessError } from '../../core/business-error';
import { recordHistory, type Actor } from '../../ledger/history';

const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const columns = sql`id, name, key_prefix AS "keyPrefix", ${iso('created_at')} AS "createdAt", ${iso('last_used_at')} AS "lastUsedAt", ${iso('revoked_at')} AS "revokedAt"`;

export function listKeys(q: Queryable, clubId: number): Promise<MarketplaceKeyView[]> {
  return rows<MarketplaceKeyView>(q, sql`SELECT ${columns} FROM marketplace_keys WHERE club_id = ${clubId} ORDER BY id`);
}

/** Creates a key; returns it once (only its hash is stored). */
export async function createKey(tx: Tx, clubId: number, name: string, actor: Actor): Promise<{ key: string; keyInfo: MarketplaceKeyView }> {
  const clean = name.trim();
  if (!clean) throw new BusinessError(M.nameRequired);
  const key = `cdm_${newToken()}`;
  const info = await firstRow<MarketplaceKeyView>(
    tx,
    sql`INSERT INTO marketplace_keys (club_id, name, key_prefix, key_hash, created_by)
        VALUES (${clubId}, ${clean}, ${key.slice(0, 10)}, ${hashToken(key)}, ${actor.userId}) RETURNING ${columns}`,
  );
  await recordHistory(tx, {
    clubId,
    entity: 'marketplace_key',
    entityId: info!.id,
    action: 'create',
    actor,
    after: { name: clean, keyPrefix: info!.keyPrefix },
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

/** The club of a live key, or null (unknown or revoked). */
export async function clubOfKey(q: Queryable, key: string): Promise<number | null> {
  if (!key || key.length > 200) return null;
  const row = await firstRow<{ clubId: number }>(
    q,
    sql`UPDATE marketplace_keys SET last_used_at = now() WHERE key_hash = ${hashToken(key)} AND revoked_at IS NULL RETURNING club_id AS "clubId"`,
  );
  return row?.clubId ?? null;
}
