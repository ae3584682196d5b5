import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { wallTimestamp } from './local-time';
import { changesFromSql, changesSql } from '../../ledger/change-log';

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
  /** The hold's cart line: an id, or an expression of the statement that writes both (see occupySql). */
  cartSlotId?: number | SQL | null;
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
 * The INSERT of one slot's occupancy rows, for a statement that embeds it (a cart add writes its
 * line and the hold at once). The caller holds the slot's conflict-key locks.
 */
export function occupySql(o: OccupyInput): SQL {
  const during = sql`tsrange(${wallTimestamp(o.date, o.start)}::timestamp, ${wallTimestamp(o.date, o.end)}::timestamp)`;
  const keys = o.exclusive ? lockKeys(o.courtId, o.brothers) : lockKeys(o.courtId, []);
  const expires = o.kind === 'hold' ? sql`now() + make_interval(secs => ${Math.round((o.holdMinutes ?? 10) * 60)})` : sql`NULL`;
  const values = keys.map(
    (k) => sql`(${o.clubId}, ${k.courtId}, ${o.activityId}, ${k.lockKey}, ${during}, ${o.kind}, ${o.exclusive},
      ${o.count ?? 1}, ${k.viaBrother}, ${o.courtId}, ${o.bookingId ?? null}, ${o.bookingSlotId ?? null},
      ${o.cartSlotId ?? null}, ${o.blockId ?? null}, ${expires})`,
  );
  return sql`INSERT INTO occupancy (club_id, court_id, activity_id, lock_key, during, kind, exclusive, count,
      via_brother, source_court_id, booking_id, booking_slot_id, cart_slot_id, block_id, expires_at)
    VALUES ${sql.join(values, sql`, `)}`;
}

/**
 * Writes the occupancy rows of one slot. An overlap with an exclusive row raises 23P01
 * (occupancy_no_overlap); callers map it to "This slot is no longer available".
 */
export async function occupy(q: Queryable, o: OccupyInput): Promise<void> {
  if (o.exclusive && !o.keysLocked) await lockConflictKeys(q, [{ courtId: o.courtId, brothers: o.brothers, date: o.date }]);
  await q.execute(occupySql(o));
}

/** The INSERT of one change of a calendar day (recordChange), for a statement that embeds it. */
export function changeSql(clubId: number, activityId: number, date: string, kind: string): SQL {
  return changesSql([{ clubId, activityId, date, kind }]);
}

/** Appends a change of one calendar day for the live feed (GET /api/live). */
export async function recordChange(q: Queryable, clubId: number, activityId: number, date: string, kind: string) {
  await q.execute(changeSql(clubId, activityId, date, kind));
}

/**
 * The CTEs of a sweep, for the statement that embeds them: `swept` deletes dead holds (of one
 * club, or all), `freed` names each freed day once and `swept_log` logs those days, so a sweep
 * costs one statement however many days it frees. `spare` leaves some dead holds alone (a
 * checkout deletes its own cart's holds itself, in the same statement).
 */
function sweepCtes(clubId: number | null, spare: SQL | null = null): SQL {
  return sql`swept AS (
      DELETE FROM occupancy WHERE id IN (
        -- Locked in id order, skipping rows another sweep is already deleting: two
        -- sweeps never wait on each other (no deadlock between concurrent writers).
        SELECT id FROM occupancy WHERE kind = 'hold' AND expires_at <= now()
          ${clubId === null ? sql`` : sql`AND club_id = ${clubId}`}
          ${spare === null ? sql`` : sql`AND NOT COALESCE(${spare}, false)`}
        ORDER BY id FOR UPDATE SKIP LOCKED)
      RETURNING club_id, activity_id, lower(during)::date AS day, via_brother
    ),
    freed AS (SELECT DISTINCT club_id, activity_id, day FROM swept WHERE NOT via_brother),
    swept_log AS (
      ${changesFromSql(sql`SELECT club_id, activity_id, day, 'hold-expired' FROM freed`)}
    )`;
}

/**
 * Deletes dead holds (of one club, or all) and logs each freed day. Every write that may
 * conflict runs this first in its transaction, so an expired hold never blocks anyone.
 * Returns the number of days freed.
 */
export async function sweepExpiredHolds(q: Queryable, clubId: number | null): Promise<number> {
  const row = await firstRow<{ days: number }>(q, sql`WITH ${sweepCtes(clubId)} SELECT count(*)::int AS days FROM freed`);
  return row?.days ?? 0;
}

/** A group (type 1) slot: the court, its day and its window in minutes of that day. */
export interface GroupSlotKey {
  courtId: number;
  date: string;
  start: number;
  end: number;
}

/** A PostgreSQL array literal with every element quoted (values carry no quotes or backslashes). */
function quotedArray(values: (string | number)[]): string {
  return `{${values.map((v) => `"${v}"`).join(',')}}`;
}

/**
 * A checkout's claim on court time, in ONE statement (issue 14): the cart's own holds are
 * deleted (`ownHolds`, a predicate on occupancy rows; the booking's rows replace them), dead
 * holds of others are swept (sweepExpiredHolds), then the conflict keys of every whole-court
 * slot (lockConflictKeys) and the lock of every group slot (lockGroupSlot's ids) are taken in
 * one global order: conflict keys first, then group slots by court. The deletes run first: the
 * one-time filter reads both CTEs before any lock is asked for, so no advisory lock is held while
 * a deleted row's lock is awaited.
 */
export async function releaseHoldsAndLock(
  q: Queryable,
  clubId: number,
  ownHolds: SQL,
  whole: { courtId: number; brothers: number[]; date: string }[],
  groups: GroupSlotKey[],
): Promise<void> {
  const keys = [...new Set(whole.flatMap((s) => lockKeys(s.courtId, s.brothers).map((k) => `${k.lockKey}@${s.date}`)))];
  const groupKeys = [...new Set(groups.map((g) => `${g.courtId}|${g.date}#${g.start}`))];
  const courts = groupKeys.map((k) => k.split('|')[0]);
  const texts = groupKeys.map((k) => k.split('|')[1]);
  await q.execute(sql`WITH own AS (DELETE FROM occupancy WHERE club_id = ${clubId} AND ${ownHolds} RETURNING id),
      ${sweepCtes(clubId, ownHolds)},
      wanted AS (
        SELECT ${KEY_LOCK_SPACE}::int AS space, hashtext(k) AS h FROM unnest(${quotedArray(keys)}::text[]) AS k
        UNION
        SELECT c AS space, hashtext(t) AS h FROM unnest(${quotedArray(courts)}::int[], ${quotedArray(texts)}::text[]) AS u(c, t)
      )
    SELECT pg_advisory_xact_lock(space, h) FROM (SELECT space, h FROM wanted ORDER BY space, h) s
    WHERE (SELECT count(*) FROM own) >= 0 AND (SELECT count(*) FROM swept) >= 0`);
}

/**
 * Places taken and whether an exclusive row (a block) covers it, for each of some group slots
 * (in the order given), in one statement. The caller holds their locks (releaseHoldsAndLock).
 */
export async function groupSlotUsage(q: Queryable, slots: GroupSlotKey[]): Promise<{ used: number; blocked: boolean }[]> {
  if (slots.length === 0) return [];
  const list = await rows<{ used: number; blocked: boolean }>(
    q,
    sql`SELECT COALESCE(SUM(o.count) FILTER (WHERE NOT o.exclusive), 0)::int AS used, bool_or(o.exclusive) IS TRUE AS blocked
        FROM unnest(${quotedArray(slots.map((s) => s.courtId))}::int[],
                    ${quotedArray(slots.map((s) => wallTimestamp(s.date, s.start)))}::timestamp[],
                    ${quotedArray(slots.map((s) => wallTimestamp(s.date, s.end)))}::timestamp[]) WITH ORDINALITY AS u(court_id, lo, hi, i)
        LEFT JOIN occupancy o ON o.court_id = u.court_id AND NOT o.via_brother AND o.during && tsrange(u.lo, u.hi)
          AND (o.kind <> 'hold' OR o.expires_at > now())
        GROUP BY u.i ORDER BY u.i`,
  );
  return list;
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
