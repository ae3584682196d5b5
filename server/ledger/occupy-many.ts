import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { lockConflictKeys, lockKeys } from './occupancy';

/** A slot as the set-wise occupancy writers need it. */
export interface PatternSlotKey {
  courtId: number;
  date: string;
  /** Minutes after midnight. */
  start: number;
}

/**
 * Set-wise companions of occupancy.ts for writes of thousands of slots at once (pattern
 * bookings, blocks). Same conflict keys (lockKeys), same advisory-lock order
 * (lockConflictKeys), same table and exclusion constraint: only the number of statements differs.
 */

/** Locks the conflict keys of many whole-court slots (one statement, global order). */
export async function lockManyConflictKeys(q: Queryable, slots: PatternSlotKey[], brothers: Map<number, number[]>) {
  const seen = new Set<string>();
  const list: { courtId: number; brothers: number[]; date: string }[] = [];
  for (const s of slots) {
    const k = `${s.courtId}|${s.date}`;
    if (seen.has(k)) continue;
    seen.add(k);
    list.push({ courtId: s.courtId, brothers: brothers.get(s.courtId) ?? [], date: s.date });
  }
  await lockConflictKeys(q, list);
}

/**
 * Locks many group (type 1) slots the way lockGroupSlot does one (same lock ids), in one order,
 * so checkout of a single place and a bulk write of the same slot queue behind each other.
 */
export async function lockManyGroupSlots(q: Queryable, slots: PatternSlotKey[]) {
  if (slots.length === 0) return;
  const keys = [...new Set(slots.map((s) => `${s.courtId}|${s.date}#${s.start}`))];
  const courts = keys.map((k) => k.split('|')[0]);
  const texts = keys.map((k) => k.split('|')[1]);
  await q.execute(sql`SELECT pg_advisory_xact_lock(c, hashtext(t))
    FROM (SELECT c, t FROM unnest(${`{${courts.join(',')}}`}::int[], ${`{${texts.join(',')}}`}::text[]) AS u(c, t)
          ORDER BY c, hashtext(t)) s`);
}

/** The conflict-key rows of some courts as arrays for an unnest join (src court → shown court, key, via). */
export function keyArrays(courtIds: number[], brothers: Map<number, number[]>, exclusive: boolean) {
  const src: number[] = [];
  const shown: number[] = [];
  const key: string[] = [];
  const via: boolean[] = [];
  for (const c of courtIds) {
    for (const k of lockKeys(c, exclusive ? (brothers.get(c) ?? []) : [])) {
      src.push(c);
      shown.push(k.courtId);
      key.push(k.lockKey);
      via.push(k.viaBrother);
    }
  }
  return sql`SELECT * FROM unnest(${arr(src)}::int[], ${arr(shown)}::int[], ${arr(key)}::text[], ${arr(via.map((v) => (v ? 't' : 'f')))}::boolean[])
    AS k(src, shown, lock_key, via)`;
}

/** A PostgreSQL array literal of plain values (numbers, dates, times, keys: no commas or quotes). */
export function arr(values: (string | number)[]): string {
  return `{${values.join(',')}}`;
}

/** The occupancy range of a slot row (s.slot_date, s.slot_time, s.end_time); an end at or before the start is the next day's. */
export const slotDuring = sql`tsrange(s.slot_date + s.slot_time,
  CASE WHEN s.end_time <= s.slot_time THEN (s.slot_date + 1) + s.end_time ELSE s.slot_date + s.end_time END)`;
