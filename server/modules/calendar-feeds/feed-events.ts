import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import type { FeedTarget } from './feeds';

/**
 * What a feed shows in its window, read in two statements: bookings (pattern occurrences are
 * bookings with pattern_id) and blocks (their remaining court time, one event per block and day).
 * Only the customer's name is read: phone and e-mail never reach the feed (ADR 0073).
 */
export interface FeedBooking {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  customerName: string;
  activityName: string;
  courts: string;
  cancelled: boolean;
  patternId: number | null;
  reschedules: number;
  /** When the booking last changed (made, moved or cancelled), UTC 'YYYYMMDDTHHMMSSZ': DTSTAMP and LAST-MODIFIED. */
  changedAt: string;
}

export interface FeedBlock {
  blockId: number;
  date: string;
  /** Local wall timestamps 'YYYY-MM-DD HH:mm:ss' (a full day ends at the next midnight). */
  start: string;
  end: string;
  activityName: string;
  courts: string;
  /** UTC 'YYYYMMDDTHHMMSSZ'. */
  createdAt: string;
}

/** A timestamptz as an iCalendar UTC DATE-TIME. */
const utc = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYYMMDD"T"HH24MISS"Z"')`;

function bookingScope(target: FeedTarget): SQL {
  if (target.scope === 'activity') return sql`AND b.activity_id = ${target.activityId}`;
  if (target.scope === 'court') {
    return sql`AND EXISTS (SELECT 1 FROM booking_slots s WHERE s.club_id = b.club_id AND s.booking_id = b.id AND s.court_id = ${target.courtId})`;
  }
  return sql``;
}

function blockScope(target: FeedTarget): SQL {
  if (target.scope === 'activity') return sql`AND o.activity_id = ${target.activityId}`;
  if (target.scope === 'court') return sql`AND o.court_id = ${target.courtId}`;
  return sql``;
}

export function feedBookings(q: Queryable, target: FeedTarget, from: string, to: string): Promise<FeedBooking[]> {
  return rows<FeedBooking>(
    q,
    sql`SELECT b.id, b.booking_date::text AS date, b.start_time::text AS "startTime", b.end_time::text AS "endTime",
               b.customer_name AS "customerName", a.name AS "activityName", b.cancelled, b.pattern_id AS "patternId",
               COALESCE((SELECT string_agg(DISTINCT c.name, ', ') FROM booking_slots s
                         JOIN courts c ON c.club_id = s.club_id AND c.id = s.court_id
                         WHERE s.club_id = b.club_id AND s.booking_id = b.id), '') AS courts,
               r.n AS reschedules,
               ${utc(sql`greatest(b.created_at, b.cancelled_at, r.last)`)} AS "changedAt"
        FROM bookings b
        JOIN activities a ON a.club_id = b.club_id AND a.id = b.activity_id
        CROSS JOIN LATERAL (SELECT count(*)::int AS n, max(created_at) AS last FROM booking_reschedules x
                            WHERE x.club_id = b.club_id AND x.booking_id = b.id) r
        WHERE b.club_id = ${target.clubId} AND b.booking_date BETWEEN ${from}::date AND ${to}::date ${bookingScope(target)}
        ORDER BY b.booking_date, b.start_time, b.id`,
  );
}

export function feedBlocks(q: Queryable, target: FeedTarget, from: string, to: string): Promise<FeedBlock[]> {
  return rows<FeedBlock>(
    q,
    sql`SELECT o.block_id AS "blockId", lower(o.during)::date::text AS date,
               to_char(min(lower(o.during)), 'YYYY-MM-DD HH24:MI:SS') AS start,
               to_char(max(upper(o.during)), 'YYYY-MM-DD HH24:MI:SS') AS "end",
               a.name AS "activityName", string_agg(DISTINCT c.name, ', ') AS courts, ${utc(sql`bl.created_at`)} AS "createdAt"
        FROM occupancy o
        JOIN blocks bl ON bl.club_id = o.club_id AND bl.id = o.block_id
        JOIN activities a ON a.club_id = o.club_id AND a.id = o.activity_id
        JOIN courts c ON c.club_id = o.club_id AND c.id = o.court_id
        WHERE o.club_id = ${target.clubId} AND o.kind = 'block' AND NOT o.via_brother
          AND o.during && tsrange(${from}::date::timestamp, (${to}::date + 1)::timestamp) ${blockScope(target)}
        GROUP BY o.block_id, lower(o.during)::date, a.name, bl.created_at
        ORDER BY 2, 3, 1`,
  );
}
