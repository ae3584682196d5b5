import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';

export interface HistoryRow {
  id: number;
  entity: string;
  entityId: number | null;
  action: string;
  userId: number | null;
  actor: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** One thing's history, oldest first (a booking's timeline, a member's changes, …). */
export async function historyOf(q: Queryable, clubId: number, entity: string, entityId: number): Promise<HistoryRow[]> {
  return rows<HistoryRow>(
    q,
    sql`SELECT id::int AS id, entity, entity_id::int AS "entityId", action, user_id AS "userId", actor, before, after,
               to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
          FROM history WHERE club_id = ${clubId} AND entity = ${entity} AND entity_id = ${entityId}
         ORDER BY id`,
  );
}
