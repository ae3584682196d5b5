import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import type { AuditEntry } from '../../../contract/audit';

export interface AuditFilter {
  clubId: number;
  timeZone: string;
  actor?: string;
  kind?: string;
  from?: string;
  to?: string;
}

/** WHERE of a filter; days are the club's, so "today" means the club's today. */
function where(f: AuditFilter): SQL {
  const parts: SQL[] = [sql`club_id = ${f.clubId}`];
  if (f.actor) parts.push(sql`actor = ${f.actor}`);
  if (f.kind) {
    const [entity, action] = f.kind.split(':');
    parts.push(sql`entity = ${entity}`);
    if (action) parts.push(sql`action = ${action}`);
  }
  if (f.from) parts.push(sql`created_at >= (${f.from}::date::timestamp AT TIME ZONE ${f.timeZone})`);
  if (f.to) parts.push(sql`created_at < ((${f.to}::date + 1)::timestamp AT TIME ZONE ${f.timeZone})`);
  return sql.join(parts, sql` AND `);
}

const COLUMNS = sql`id::float8 AS id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
  actor, entity, entity_id::float8 AS "entityId", action, before, after`;

export async function auditPage(
  q: Queryable,
  f: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const entries = await rows<AuditEntry>(
    q,
    sql`SELECT ${COLUMNS} FROM history WHERE ${where(f)} ORDER BY id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  const [count] = await rows<{ total: number }>(q, sql`SELECT count(*)::int AS total FROM history WHERE ${where(f)}`);
  return { entries, total: count?.total ?? 0 };
}

/** Rows for the export, newest first, read in batches so memory stays flat. */
export async function* auditBatches(q: Queryable, f: AuditFilter, limit: number, batch = 2_000): AsyncGenerator<AuditEntry[]> {
  let beforeId: number | null = null;
  let left = limit;
  while (left > 0) {
    const cursor: SQL = beforeId === null ? sql`` : sql` AND id < ${beforeId}`;
    const list: AuditEntry[] = await rows<AuditEntry>(
      q,
      sql`SELECT ${COLUMNS} FROM history WHERE ${where(f)}${cursor} ORDER BY id DESC LIMIT ${Math.min(batch, left)}`,
    );
    if (list.length === 0) return;
    yield list;
    left -= list.length;
    beforeId = list[list.length - 1].id;
  }
}

export async function auditFacets(
  q: Queryable,
  clubId: number,
): Promise<{ actors: string[]; kinds: { entity: string; action: string }[] }> {
  const actors = await rows<{ actor: string }>(q, sql`SELECT DISTINCT actor FROM history WHERE club_id = ${clubId} ORDER BY actor`);
  const kinds = await rows<{ entity: string; action: string }>(
    q,
    sql`SELECT DISTINCT entity, action FROM history WHERE club_id = ${clubId} ORDER BY entity, action`,
  );
  return { actors: actors.map((a) => a.actor), kinds };
}
