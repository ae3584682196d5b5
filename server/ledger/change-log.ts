import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { firstRow } from '../db/rows';

/**
 * The only writer of change_log (issue 25). A row says "this calendar day of this activity
 * changed": the live feed streams it to desks and every process's day cache revalidates against
 * it (ADR 0057), so a write that changes what a screen shows logs its change here, in its own
 * transaction, and nothing else is needed for every desk and process to follow.
 */
export interface DayChange {
  clubId: number;
  activityId: number;
  date: string;
  kind: string;
}

const INSERT = sql`INSERT INTO change_log (club_id, activity_id, slot_date, kind)`;

/** A PostgreSQL array literal of ids or dates (never of free text). */
const arrayOf = (values: (string | number)[]) => `{${values.join(',')}}`;

/** The INSERT of the given changes (VALUES form), for a statement or CTE that embeds it. */
export function changesSql(changes: DayChange[]): SQL {
  const values = changes.map((c) => sql`(${c.clubId}::int, ${c.activityId}::int, ${c.date}::date, ${c.kind}::text)`);
  return sql`${INSERT} VALUES ${sql.join(values, sql`, `)}`;
}

/**
 * The INSERT of changes selected set-wise: `select` yields (club_id, activity_id, slot_date,
 * kind) in that order, e.g. from a CTE of the embedding statement.
 */
export function changesFromSql(select: SQL): SQL {
  return sql`${INSERT} ${select}`;
}

/** The INSERT of one kind of change for many (activity, date) pairs of a club, in one statement. */
export function daysChangedSql(clubId: number, days: { activityId: number; date: string }[], kind: string): SQL {
  return changesFromSql(
    sql`SELECT ${clubId}::int, a, d, ${kind}::text
        FROM unnest(${arrayOf(days.map((d) => d.activityId))}::int[], ${arrayOf(days.map((d) => d.date))}::date[]) AS u(a, d)`,
  );
}

/** Logs the given changes (nothing when empty). */
export async function logChanges(q: Queryable, changes: DayChange[]): Promise<void> {
  if (changes.length > 0) await q.execute(changesSql(changes));
}

/** Logs one kind of change for many (activity, date) pairs of a club; each pair once. */
export async function logDaysChanged(
  q: Queryable,
  clubId: number,
  days: { activityId: number; date: string }[],
  kind: string,
): Promise<void> {
  const seen = new Map(days.map((d) => [`${d.activityId}|${d.date}`, d]));
  if (seen.size > 0) await q.execute(daysChangedSql(clubId, [...seen.values()], kind));
}

/**
 * Logs a change of every day a booking occupies (its slots' dates), e.g. a payment that turns
 * its pending badge off. A booking of another club logs nothing.
 */
export async function logBookingChanged(q: Queryable, clubId: number, bookingId: number, kind: string): Promise<void> {
  await q.execute(
    changesFromSql(
      sql`SELECT DISTINCT b.club_id, b.activity_id, s.slot_date, ${kind}::text
          FROM bookings b JOIN booking_slots s ON s.club_id = b.club_id AND s.booking_id = b.id
          WHERE b.club_id = ${clubId} AND b.id = ${bookingId}`,
    ),
  );
}

/** Logs a change of every day a pattern booking's occurrences occupy (its money is on the pattern). */
export async function logPatternChanged(q: Queryable, clubId: number, patternId: number, kind: string): Promise<void> {
  await q.execute(
    changesFromSql(
      sql`SELECT DISTINCT b.club_id, b.activity_id, s.slot_date, ${kind}::text
          FROM bookings b JOIN booking_slots s ON s.club_id = b.club_id AND s.booking_id = b.id
          WHERE b.club_id = ${clubId} AND b.pattern_id = ${patternId}`,
    ),
  );
}

/**
 * Where a club's change log stands: its highest id, and how many of its rows lie above `floor`
 * (and above `nextFloor` ≥ floor, for a reader moving its floor up). A reader compares this with
 * what it saw before: the count also catches a row whose id is below the highest one but that
 * committed after it (ids come from a sequence; commits may finish out of order on PostgreSQL),
 * as long as its id is above the floor. One statement over the ids above the floor only.
 */
export async function clubChangeMark(q: Queryable, clubId: number, floor: number, nextFloor = floor) {
  const row = await firstRow<{ maxId: number; count: number; countAboveNext: number }>(
    q,
    sql`SELECT COALESCE(max(id), 0)::float8 AS "maxId", count(*)::int AS count,
               (count(*) FILTER (WHERE id > ${nextFloor}))::int AS "countAboveNext"
        FROM change_log WHERE club_id = ${clubId} AND id > ${floor}`,
  );
  return row ?? { maxId: 0, count: 0, countAboveNext: 0 };
}

/**
 * An id below which every change_log row has committed, assuming no write transaction stays
 * open `openSeconds`: the id of the latest row whose transaction started twice that long ago
 * (its id was taken before any transaction still open began), or 0. One index step.
 */
export async function settledChangeId(q: Queryable, openSeconds: number): Promise<number> {
  const row = await firstRow<{ id: number }>(
    q,
    sql`SELECT id::float8 AS id FROM change_log WHERE created_at < now() - make_interval(secs => ${openSeconds * 2})
        ORDER BY created_at DESC LIMIT 1`,
  );
  return row?.id ?? 0;
}
