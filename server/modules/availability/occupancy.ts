import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { wallTimestamp } from './local-time';

export type OccupancyKind = 'booking' | 'hold' | 'block';

export interface OccupyInput {
  clubId: number;
  activityId: number;
  courtId: number;
  /** Brother courts (both directions, see brothersOf). Ignored for group places. */
  brothers: number[];
  date: string;
  /** Minutes after midnight of `date`; end may pass midnight. */
  start: number;
  end: number;
  kind: OccupancyKind;
  /** false for places of a group (type 1) slot. */
  exclusive: boolean;
  count?: number;
  bookingId?: number | null;
  bookingSlotId?: number | null;
  cartSlotId?: number | null;
  blockId?: number | null;
  /** Holds only. */
  holdMinutes?: number;
  /** The caller already holds this slot's conflict-key locks (lockConflictKeys) in this transaction. */
  keysLocked?: boolean;
}

/** Conflict keys: the court itself, and one per brother pair (so two halves never clash). */
export function lockKeys(courtId: number, brothers: number[]) {
  const own = { courtId, lockKey: `c:${courtId}`, viaBrother: false };
  const pairs = brothers.map((b) => ({
    courtId: b,
    lockKey: `p:${Math.min(courtId, b)}-${Math.max(courtId, b)}`,
    viaBrother: true,
  }));
  return [own, ...pairs];
}

/** Advisory-lock namespace of conflict keys (group slots use the court id as namespace). */
const KEY_LOCK_SPACE = -1;

/**
 * Queues writers of the same conflict keys on one day behind each other, taking the locks in
 * one global order. Without it two transactions inserting mutually conflicting rows each see
 * the other's uncommitted row and PostgreSQL breaks the wait as a deadlock (40P01, after
 * deadlock_timeout); with it the second waits, then meets the committed row: a clean 23P01.
 */
export async function lockConflictKeys(q: Queryable, slots: { courtId: number; brothers: number[]; date: string }[]) {
  const keys = [...new Set(slots.flatMap((s) => lockKeys(s.courtId, s.brothers).map((k) => `${k.lockKey}@${s.date}`)))];
  if (keys.length === 0) return;
  await q.execute(sql`SELECT pg_advisory_xact_lock(${KEY_LOCK_SPACE}, h)
    FROM (SELECT DISTINCT hashtext(k) AS h FROM unnest(${`{${keys.join(',')}}`}::text[]) AS k ORDER BY 1) s`);
}

/**
 * Writes the occupancy rows of one slot. An overlap with an exclusive row raises 23P01
 * (occupancy_no_overlap); callers map it to "This slot is no longer available".
 */
export async function occupy(q: Queryable, o: OccupyInput): Promise<void> {
  const during = sql`tsrange(${wallTimestamp(o.date, o.start)}::timestamp, ${wallTimestamp(o.date, o.end)}::timestamp)`;
  const keys = o.exclusive ? lockKeys(o.courtId, o.brothers) : lockKeys(o.courtId, []);
  const expires = o.kind === 'hold' ? sql`now() + make_interval(secs => ${Math.round((o.holdMinutes ?? 10) * 60)})` : sql`NULL`;
  if (o.exclusive && !o.keysLocked) await lockConflictKeys(q, [{ courtId: o.courtId, brothers: o.brothers, date: o.date }]);
  const values = keys.map(
    (k) => sql`(${o.clubId}, ${k.courtId}, ${o.activityId}, ${k.lockKey}, ${during}, ${o.kind}, ${o.exclusive},
      ${o.count ?? 1}, ${k.viaBrother}, ${o.courtId}, ${o.bookingId ?? null}, ${o.bookingSlotId ?? null},
      ${o.cartSlotId ?? null}, ${o.blockId ?? null}, ${expires})`,
  );
  await q.execute(sql`INSERT INTO occupancy (club_id, court_id, activity_id, lock_key, during, kind, exclusive, count,
      via_brother, source_court_id, booking_id, booking_slot_id, cart_slot_id, block_id, expires_at)
    VALUES ${sql.join(values, sql`, `)}`);
}

/** Appends a change of one calendar day for the live feed (GET /api/live). */
export async function recordChange(q: Queryable, clubId: number, activityId: number, date: string, kind: string) {
  await q.execute(sql`INSERT INTO change_log (club_id, activity_id, slot_date, kind) VALUES (${clubId}, ${activityId}, ${date}, ${kind})`);
}

/**
 * Deletes dead holds (of one club, or all) and logs each freed day. Every write that may
 * conflict runs this first in its transaction, so an expired hold never blocks anyone.
 */
export async function sweepExpiredHolds(q: Queryable, clubId: number | null): Promise<number> {
  const freed = await rows<{ clubId: number; activityId: number; day: string }>(
    q,
    sql`WITH gone AS (
          DELETE FROM occupancy WHERE id IN (
            -- Locked in id order, skipping rows another sweep is already deleting: two
            -- sweeps never wait on each other (no deadlock between concurrent writers).
            SELECT id FROM occupancy WHERE kind = 'hold' AND expires_at <= now()
              ${clubId === null ? sql`` : sql`AND club_id = ${clubId}`}
            ORDER BY id FOR UPDATE SKIP LOCKED)
          RETURNING club_id, activity_id, lower(during)::date AS day, via_brother
        )
        SELECT DISTINCT club_id AS "clubId", activity_id AS "activityId", day::text AS day FROM gone WHERE NOT via_brother`,
  );
  for (const f of freed) await recordChange(q, f.clubId, f.activityId, f.day, 'hold-expired');
  return freed.length;
}

/**
 * Serialises writers of one group slot (transaction-scoped advisory lock on court and start)
 * and returns the places already taken and whether an exclusive row (a block) covers it.
 */
export async function lockGroupSlot(q: Queryable, courtId: number, date: string, start: number, end: number) {
  await q.execute(sql`SELECT pg_advisory_xact_lock(${courtId}, hashtext(${`${date}#${start}`}))`);
  const row = await firstRow<{ used: number; blocked: boolean }>(
    q,
    sql`SELECT COALESCE(SUM(count) FILTER (WHERE NOT exclusive), 0)::int AS used, bool_or(exclusive) IS TRUE AS blocked
        FROM occupancy
        WHERE court_id = ${courtId} AND NOT via_brother
          AND during && tsrange(${wallTimestamp(date, start)}::timestamp, ${wallTimestamp(date, end)}::timestamp)
          AND (kind <> 'hold' OR expires_at > now())`,
  );
  return { used: row?.used ?? 0, blocked: row?.blocked ?? false };
}
