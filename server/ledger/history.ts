import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

import type { Actor } from '../core/actor';

// Writers of history take the actor from here too; it is defined in the kernel.
export type { Actor };

export interface HistoryEntry {
  clubId: number;
  /** 'booking', 'pattern', 'member', 'subscription', 'coupon', 'price', 'staff', 'settings', 'session', … */
  entity: string;
  entityId: number | null;
  /** 'payment', 'cancel', 'reschedule', 'checkin', 'permissions', 'login_failed', … */
  action: string;
  actor: Actor;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends entries to the one history table. Call it with the transaction that makes the change,
 * so the record and the change commit (or roll back) together.
 */
export async function recordHistory(q: Queryable, entries: HistoryEntry | HistoryEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  const values = list.map(
    (e) =>
      sql`(${e.clubId}, ${e.entity}, ${e.entityId}, ${e.action}, ${e.actor.userId}, ${e.actor.name},
           ${json(e.before)}::jsonb, ${json(e.after)}::jsonb)`,
  );
  await q.execute(
    sql`INSERT INTO history (club_id, entity, entity_id, action, user_id, actor, before, after) VALUES ${sql.join(values, sql`, `)}`,
  );
}

/** Database counts and sums may arrive as BigInt (int8): recorded as numbers, or text past 2^53. */
function json(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'bigint' ? (v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(v) : v.toString()) : v,
  );
}
