import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { firstRow, rows } from '../db/rows';
import { wallTimestamp } from '../core/local-time';
import { changesFromSql, changesSql } from './change-log';

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
  /** A waitlist offer's hold: the entry it is offered to (ADR 0080). */
  waitlistEntryId?: number | null;
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

/** A whole-court slot as the locks see it: its court, brothers (both directions) and day. */
export interface WholeSlotKey {
  courtId: number;
  brothers: number[];
  date: string;
}

/**
 * The court-time locks of some slots as a CTE `wanted (space, h)`: one conflict key per court
 * and brother pair and day (namespace KEY_LOCK_SPACE), one lock per group slot (namespace the
 * court, key its day and start). Every writer of court time, single or set-wise, takes its locks
 * from this list in ONE order — `ORDER BY space, h` (takeLocksSql): conflict keys first, then
 * group slots by court. Two writers asking in different orders could each hold what the other
 * waits for (ADR 0059).
 */
function wantedLocksCte(whole: WholeSlotKey[], groups: GroupLockKey[]): SQL {
  const keys = [...new Set(whole.flatMap((s) => lockKeys(s.courtId, s.brothers).map((k) => `${k.lockKey}@${s.date}`)))];
  const groupKeys = [...new Set(groups.map((g) => `${g.courtId}|${g.date}#${g.start}`))];
  const courts = groupKeys.map((k) => k.split('|')[0]);
  const texts = groupKeys.map((k) => k.split('|')[1]);
  return sql`wanted AS (
      SELECT ${KEY_LOCK_SPACE}::int AS space, hashtext(k) AS h FROM unnest(${quotedArray(keys)}::text[]) AS k
      UNION
      SELECT c AS space, hashtext(t) AS h FROM unnest(${quotedArray(courts)}::int[], ${quotedArray(texts)}::text[]) AS u(c, t)
    )`;
}

/**
 * The locks of `wanted` (wantedLocksCte) taken in the one global order (`locked`), THEN the dead
 * holds under them deleted (`dead`, logged as freed days): a writer clears expired holds only
 * where it holds the lock, so it never holds a row another writer waits for while it waits for a
 * lock (ADR 0066: a club-wide sweep inside a writer deadlocked with a writer inserting under a
 * lock the sweeper then asked for). The poller sweeps the rest (sweepExpiredHolds).
 */
function lockedCtes(whole: WholeSlotKey[], groups: GroupLockKey[]): SQL {
  const pairs = new Map<string, [string, string]>();
  for (const s of whole) for (const k of lockKeys(s.courtId, s.brothers)) pairs.set(`${k.lockKey}@${s.date}`, [k.lockKey, s.date]);
  const keys = [...pairs.values()];
  return sql`${wantedLocksCte(whole, groups)},
    locked AS (SELECT count(l)::int AS n FROM (SELECT pg_advisory_xact_lock(space, h) AS l FROM (SELECT space, h FROM wanted ORDER BY space, h) s) x),
    dead AS (
      DELETE FROM occupancy o USING unnest(${quotedArray(keys.map((k) => k[0]))}::text[], ${quotedArray(keys.map((k) => k[1]))}::date[]) AS w(k, d)
      WHERE (SELECT n FROM locked) >= 0 AND o.kind = 'hold' AND o.exclusive AND o.expires_at <= now()
        AND o.lock_key = w.k AND o.during && tsrange(w.d::timestamp, (w.d + 1)::timestamp)
      RETURNING o.club_id, o.activity_id, lower(o.during)::date AS day, o.via_brother
    ),
    dead_freed AS (SELECT DISTINCT club_id, activity_id, day FROM dead WHERE NOT via_brother),
    dead_log AS (
      ${changesFromSql(sql`SELECT club_id, activity_id, day, 'hold-expired' FROM dead_freed`)}
    )`;
}

/**
 * Takes the court-time locks of some whole-court slots and group slots (transaction-scoped), in
 * the one global order. Without them two transactions inserting mutually conflicting rows each
 * see the other's uncommitted row and PostgreSQL breaks the wait as a deadlock (40P01, after
 * deadlock_timeout); with them the second waits, then meets the committed row: a clean 23P01.
 * A writer of several slots takes them all in one call, before writing any: locks taken slot by
 * slot follow the caller's order, not the global one.
 */
export async function lockCourtTime(q: Queryable, whole: WholeSlotKey[], groups: GroupLockKey[] = []): Promise<void> {
  if (whole.length === 0 && groups.length === 0) return;
  await q.execute(sql`WITH ${lockedCtes(whole, groups)} SELECT n FROM locked`);
}

/** Locks the conflict keys of some whole-court slots (lockCourtTime without group slots). */
export async function lockConflictKeys(q: Queryable, slots: WholeSlotKey[]) {
  await lockCourtTime(q, slots, []);
}

/**
 * The columns of an occupancy row, each named once: the single (VALUES) and the set-wise
 * (INSERT … SELECT) writers below both build their column list from this table, so no writer
 * can leave one out or put two in a different order. Optional ones are NULL when not given.
 */
const COLUMNS = {
  clubId: 'club_id',
  courtId: 'court_id',
  activityId: 'activity_id',
  lockKey: 'lock_key',
  during: 'during',
  kind: 'kind',
  exclusive: 'exclusive',
  count: 'count',
  viaBrother: 'via_brother',
  sourceCourtId: 'source_court_id',
  bookingId: 'booking_id',
  bookingSlotId: 'booking_slot_id',
  cartSlotId: 'cart_slot_id',
  blockId: 'block_id',
  waitlistEntryId: 'waitlist_entry_id',
  expiresAt: 'expires_at',
} as const;

type Column = keyof typeof COLUMNS;
type OptionalColumn = 'bookingId' | 'bookingSlotId' | 'cartSlotId' | 'blockId' | 'waitlistEntryId' | 'expiresAt';

/** One occupancy row's values (or, set-wise, the expressions that give them per source row). */
export type OccupancyRow = Record<Exclude<Column, OptionalColumn>, unknown> & Partial<Record<OptionalColumn, unknown>>;

const COLUMN_NAMES = Object.keys(COLUMNS) as Column[];
const columnList = sql.raw(COLUMN_NAMES.map((c) => COLUMNS[c]).join(', '));
const valuesOf = (r: OccupancyRow) =>
  sql.join(
    COLUMN_NAMES.map((c) => (r[c] === undefined ? sql`NULL` : sql`${r[c]}`)),
    sql`, `,
  );

/** The set-wise INSERT: one occupancy row per row of `from` (a FROM clause), each column an expression over it. */
export function occupySelectSql(row: OccupancyRow, from: SQL): SQL {
  return sql`INSERT INTO occupancy (${columnList}) SELECT ${valuesOf(row)} ${from}`;
}

/** The single INSERT: the given rows (values or expressions of the embedding statement). */
function occupyValuesSql(list: OccupancyRow[]): SQL {
  return sql`INSERT INTO occupancy (${columnList}) VALUES ${sql.join(
    list.map((r) => sql`(${valuesOf(r)})`),
    sql`, `,
  )}`;
}

/**
 * The INSERT of one slot's occupancy rows, for a statement that embeds it (a cart add writes its
 * line and the hold at once). The caller holds the slot's conflict-key locks.
 */
export function occupySql(o: OccupyInput): SQL {
  const during = sql`tsrange(${wallTimestamp(o.date, o.start)}::timestamp, ${wallTimestamp(o.date, o.end)}::timestamp)`;
  const keys = o.exclusive ? lockKeys(o.courtId, o.brothers) : lockKeys(o.courtId, []);
  const expires = o.kind === 'hold' ? sql`now() + make_interval(secs => ${Math.round((o.holdMinutes ?? 10) * 60)})` : null;
  return occupyValuesSql(
    keys.map((k) => ({
      clubId: o.clubId,
      courtId: k.courtId,
      activityId: o.activityId,
      lockKey: k.lockKey,
      during,
      kind: o.kind,
      exclusive: o.exclusive,
      count: o.count ?? 1,
      viaBrother: k.viaBrother,
      sourceCourtId: o.courtId,
      bookingId: o.bookingId ?? null,
      bookingSlotId: o.bookingSlotId ?? null,
      cartSlotId: o.cartSlotId ?? null,
      blockId: o.blockId ?? null,
      waitlistEntryId: o.waitlistEntryId ?? null,
      expiresAt: expires,
    })),
  );
}

/**
 * Writes the occupancy rows of one slot. An overlap with an exclusive row raises 23P01
 * (occupancy_no_overlap); callers map it to "This slot is no longer available".
 */
export async function occupy(q: Queryable, o: OccupyInput): Promise<void> {
  if (o.exclusive && !o.keysLocked) await lockConflictKeys(q, [{ courtId: o.courtId, brothers: o.brothers, date: o.date }]);
  await q.execute(occupySql(o));
}

/**
 * The DELETE that frees court time: the club's occupancy rows (alias `o`) matching `which`,
 * returning `returning`. Freeing needs no court-time lock: it never makes a conflict. The
 * builders below name the usual `which`.
 */
export function releaseOccupancySql(clubId: number, which: SQL, returning: SQL = sql`o.id`): SQL {
  return sql`DELETE FROM occupancy o WHERE o.club_id = ${clubId} AND (${which}) RETURNING ${returning}`;
}

/** The court time of some bookings. */
export const ofBookings = (ids: number[]) => sql`o.booking_id = ANY(${quotedArray(ids)}::int[])`;

/** Frees the court time of some bookings; returns each freed day (activity, date) once. */
export async function releaseBookings(q: Queryable, clubId: number, bookingIds: number[]): Promise<{ activityId: number; day: string }[]> {
  if (bookingIds.length === 0) return [];
  return rows<{ activityId: number; day: string }>(
    q,
    sql`WITH g AS (${releaseOccupancySql(clubId, ofBookings(bookingIds), sql`o.activity_id, lower(o.during)::date AS day`)})
        SELECT DISTINCT activity_id AS "activityId", day::text AS day FROM g ORDER BY 1, 2`,
  );
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
 * costs one statement however many days it frees.
 */
function sweepCtes(clubId: number | null): SQL {
  return sql`swept AS (
      DELETE FROM occupancy WHERE id IN (
        -- Locked in id order, skipping rows another sweep is already deleting: two
        -- sweeps never wait on each other (no deadlock between concurrent writers).
        SELECT id FROM occupancy WHERE kind = 'hold' AND expires_at <= now()
          ${clubId === null ? sql`` : sql`AND club_id = ${clubId}`}
        ORDER BY id FOR UPDATE SKIP LOCKED)
      RETURNING club_id, activity_id, lower(during)::date AS day, via_brother
    ),
    freed AS (SELECT DISTINCT club_id, activity_id, day FROM swept WHERE NOT via_brother),
    swept_log AS (
      ${changesFromSql(sql`SELECT club_id, activity_id, day, 'hold-expired' FROM freed`)}
    )`;
}

/**
 * Deletes dead holds (of one club, or all) and logs each freed day, in a transaction that waits
 * for nothing after it (the live poller's own, or the end of a repair). Writers clear the dead
 * holds under their own locks instead (lockedCtes), so an expired hold never blocks anyone.
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

/** What names a group slot's lock: its court, day and start. */
export type GroupLockKey = Omit<GroupSlotKey, 'end'>;

/** A PostgreSQL array literal with every element quoted (values carry no quotes or backslashes). */
function quotedArray(values: (string | number)[]): string {
  return `{${values.map((v) => `"${v}"`).join(',')}}`;
}

/**
 * A checkout's claim on court time, in ONE statement (issue 14): every conflict key of the
 * whole-court slots and the lock of every group slot are taken in one global order (conflict keys
 * first, then group slots by court), THEN the cart's own holds are deleted (`ownHolds`, a
 * predicate on occupancy rows; the booking's rows replace them) and the dead holds under those
 * keys cleared (lockedCtes). The own delete waits for the locks (its one-time filter reads
 * `locked`): a writer that deleted its hold and then waited for a lock held a row that the lock's
 * holder, inserting over that court time, had to wait for, a deadlock (tests/multi found it with
 * desks racing over three processes; tests/api/hold-sweep-lock-order.test.ts keeps it).
 */
export async function releaseHoldsAndLock(
  q: Queryable,
  clubId: number,
  ownHolds: SQL,
  whole: WholeSlotKey[],
  groups: GroupSlotKey[],
): Promise<void> {
  await q.execute(sql`WITH ${lockedCtes(whole, groups)},
      own AS (DELETE FROM occupancy WHERE (SELECT n FROM locked) >= 0 AND club_id = ${clubId} AND ${ownHolds} RETURNING id)
    SELECT n FROM locked WHERE (SELECT count(*) FROM own) >= 0`);
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
 * Serialises writers of one group slot (its lock of lockCourtTime) and returns the places already taken and whether an exclusive row (a block) covers it.
 */
export async function lockGroupSlot(q: Queryable, courtId: number, date: string, start: number, end: number) {
  await lockCourtTime(q, [], [{ courtId, date, start }]);
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
