import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { PaymentMode } from '../../../contract/codes';

/** Where the dashboard reads: one club, its time zone, one activity or all (null). */
export interface Scope {
  clubId: number;
  timeZone: string;
  activityId: number | null;
}

/** [from, to] club dates as timestamptz bounds, so the created_at indexes are used. */
const bounds = (s: Scope, from: string, to: string) => ({
  lo: sql`((${from}::date)::timestamp AT TIME ZONE ${s.timeZone})`,
  hi: sql`((${to}::date + 1)::timestamp AT TIME ZONE ${s.timeZone})`,
});

/**
 * Money per club day from the transactions rows (payments positive, refunds negative), the same
 * rows every report reads. All sports: every money row of the club (so it equals the master
 * report's net for those days). One activity: the rows of its bookings and pattern bookings.
 * Online = rows placed by the marketplace. Opening rows (money an imported booking or
 * subscription brought from the old system, ADR 0074) are not takings: left out.
 */
export async function moneyPerDay(q: Queryable, s: Scope, from: string, to: string) {
  const { lo, hi } = bounds(s, from, to);
  const activity: SQL = s.activityId === null ? sql`` : sql`AND COALESCE(b.activity_id, p.activity_id) = ${s.activityId}`;
  const join: SQL =
    s.activityId === null
      ? sql``
      : sql`LEFT JOIN bookings b ON b.id = t.booking_id AND b.club_id = t.club_id LEFT JOIN pattern_bookings p ON p.id = t.pattern_id AND p.club_id = t.club_id`;
  const byMode = (mode: number) => sql`COALESCE(SUM(t.amount_minor) FILTER (WHERE t.mode = ${mode}), 0)::float8`;
  return rows<{ day: string; total: number; online: number; cash: number; card: number; other: number; upi: number }>(
    q,
    sql`SELECT to_char((t.created_at AT TIME ZONE ${s.timeZone})::date, 'YYYY-MM-DD') AS day,
               SUM(t.amount_minor)::float8 AS total,
               COALESCE(SUM(t.amount_minor) FILTER (WHERE t.place = 'marketplace'), 0)::float8 AS online,
               ${byMode(PaymentMode.cash)} AS cash, ${byMode(PaymentMode.card)} AS card,
               ${byMode(PaymentMode.other)} AS other, ${byMode(PaymentMode.upi)} AS upi
        FROM transactions t ${join}
        WHERE t.club_id = ${s.clubId} AND NOT t.opening AND t.created_at >= ${lo} AND t.created_at < ${hi} ${activity}
        GROUP BY 1 ORDER BY 1`,
  );
}

const activityOf = (s: Scope): SQL => (s.activityId === null ? sql`` : sql`AND activity_id = ${s.activityId}`);

/** Bookings made in the period (by when they were made, cancelled later or not), online = marketplace. */
export async function bookingsMade(q: Queryable, s: Scope, from: string, to: string) {
  const { lo, hi } = bounds(s, from, to);
  return (await firstRow<{ total: number; online: number }>(
    q,
    sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE is_marketplace))::int AS online
        FROM bookings WHERE club_id = ${s.clubId} AND created_at >= ${lo} AND created_at < ${hi} ${activityOf(s)}`,
  ))!;
}

/** Bookings cancelled in the period (by when they were cancelled). */
export async function bookingsCancelled(q: Queryable, s: Scope, from: string, to: string) {
  const { lo, hi } = bounds(s, from, to);
  return (await firstRow<{ total: number; online: number }>(
    q,
    sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE is_marketplace))::int AS online
        FROM bookings WHERE club_id = ${s.clubId} AND cancelled AND cancelled_at >= ${lo} AND cancelled_at < ${hi} ${activityOf(s)}`,
  ))!;
}

/** Distinct customers (country code + mobile) with a booking made in the period. */
export async function uniqueCustomers(q: Queryable, s: Scope, from: string, to: string): Promise<number> {
  const { lo, hi } = bounds(s, from, to);
  const row = await firstRow<{ n: number }>(
    q,
    // DISTINCT in a subquery hashes; count(DISTINCT (a, b)) sorts row values and is several times slower.
    sql`SELECT count(*)::int AS n FROM (SELECT DISTINCT customer_country_code, customer_mobile
        FROM bookings WHERE club_id = ${s.clubId} AND created_at >= ${lo} AND created_at < ${hi} ${activityOf(s)}) x`,
  );
  return row?.n ?? 0;
}
