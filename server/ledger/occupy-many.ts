import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { lockCourtTime, lockKeys } from './occupancy';

/** A slot as the set-wise occupancy writers need it. */
export interface PatternSlotKey {
  courtId: number;
  date: string;
  /** Minutes after midnight. */
  start: number;
}

/**
 * Set-wise companions of occupancy.ts for writes of thousands of slots at once (pattern
 * bookings, blocks). Same conflict keys (lockKeys), same locks in the same order
 * (lockCourtTime), same INSERT (occupySelectSql), same table and exclusion constraint: only the
 * number of statements differs.
 */

/**
 * Locks many slots at once in the one global order (lockCourtTime), so a single checkout and a
 * bulk write of the same slots queue behind each other: their conflict keys (`brothers` given:
 * each court's brothers; an empty map locks the courts' own keys only), and their group slot
 * locks (`group`).
 */
export async function lockManySlots(
  q: Queryable,
  slots: PatternSlotKey[],
  opts: { brothers: Map<number, number[]> | null; group: boolean },
) {
  const whole = new Map<string, { courtId: number; brothers: number[]; date: string }>();
  if (opts.brothers) {
    for (const s of slots)
      whole.set(`${s.courtId}|${s.date}`, { courtId: s.courtId, brothers: opts.brothers.get(s.courtId) ?? [], date: s.date });
  }
  const groups = opts.group ? slots.map((s) => ({ courtId: s.courtId, date: s.date, start: s.start })) : [];
  await lockCourtTime(q, [...whole.values()], groups);
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
