import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { SEARCH_PAGE_SIZE } from '../../../contract/search';
import { bookingBalanceSql } from '../../ledger/balances';
import { patternBalanceSql } from '../../ledger/pattern-balance';
import type { SearchTerms } from './search-input';

interface Filter {
  clubId: number;
  terms: SearchTerms | null;
  activityId?: number;
  page: number;
}

function match(alias: 'b' | 'p', f: Filter): SQL {
  const parts: SQL[] = [];
  if (f.terms?.id) parts.push(sql`${sql.raw(alias)}.id = ${f.terms.id}`);
  if (f.terms?.mobile) parts.push(sql`${sql.raw(alias)}.customer_mobile = ${f.terms.mobile}`);
  // Any part of the name, any case; the trigram indexes of migration 0108 serve it.
  if (f.terms?.name) parts.push(sql`${sql.raw(alias)}.customer_name ILIKE ${`%${likeEscaped(f.terms.name)}%`}`);
  const text = !f.terms ? sql`` : parts.length === 0 ? sql`AND false` : sql`AND (${sql.join(parts, sql` OR `)})`;
  const activity = f.activityId ? sql`AND ${sql.raw(alias)}.activity_id = ${f.activityId}` : sql``;
  return sql`${text} ${activity}`;
}

/** A typed % or _ is a letter to find, not a wildcard. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const offset = (page: number) => (page - 1) * SEARCH_PAGE_SIZE;

export interface BookingHit {
  id: number;
  activityId: number;
  activityName: string;
  activityType: number;
  name: string;
  mobile: string;
  email: string | null;
  countryCode: string;
  date: string;
  start: string;
  end: string;
  courts: string[];
  slotCount: number;
  cancelled: boolean;
  marketplace: boolean;
  place: string;
  handler: string;
  createdAt: string;
  balance: number;
  total: number;
}

/**
 * Single bookings (pattern occurrences are found as their pattern) by id, phone or name, newest
 * first, one page. The page is chosen from ids first, so names, courts and balances are read
 * for its 10 rows only.
 */
export async function searchBookings(q: Queryable, f: Filter): Promise<BookingHit[]> {
  return rows<BookingHit>(
    q,
    sql`WITH hits AS (
          SELECT b.id FROM bookings b WHERE b.club_id = ${f.clubId} AND b.pattern_id IS NULL ${match('b', f)}
        ), page AS (
          SELECT id, (SELECT count(*) FROM hits)::int AS total FROM hits ORDER BY id DESC LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset(f.page)}
        )
        SELECT b.id, b.activity_id AS "activityId", a.name AS "activityName", a.type::int AS "activityType",
               b.customer_name AS name, b.customer_mobile AS mobile, b.customer_email AS email,
               b.customer_country_code AS "countryCode", b.booking_date::text AS date, b.start_time::text AS start,
               b.end_time::text AS "end",
               -- Each court by its key: a join let the planner hash the club's whole courts table per row.
               COALESCE((SELECT array_agg(DISTINCT c.name ORDER BY c.name) FROM courts c
                          WHERE c.id = ANY(ARRAY(SELECT bs.court_id FROM booking_slots bs WHERE bs.booking_id = b.id))), '{}') AS courts,
               b.slot_count AS "slotCount", b.cancelled, b.is_marketplace AS marketplace, b.place, b.handler,
               to_char(b.created_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt", ${bookingBalanceSql}::float8 AS balance, page.total
        FROM page JOIN bookings b ON b.id = page.id JOIN activities a ON a.id = b.activity_id
        ORDER BY b.id DESC`,
  );
}

export interface PatternHit {
  id: number;
  activityId: number;
  activityName: string;
  name: string;
  mobile: string;
  email: string | null;
  countryCode: string;
  courts: string[];
  startDate: string;
  endDate: string;
  start: string;
  end: string;
  allDay: boolean;
  days: number[];
  slotCount: number;
  createdAt: string;
  place: string;
  handler: string;
  flag: number;
  marketplace: boolean;
  occurrences: number;
  cancelledOccurrences: number;
  lastLive: string | null;
  balance: number;
  remarks: string | null;
  total: number;
}

/** Pattern bookings by pattern id, phone or name, newest first, one page. */
export async function searchPatterns(q: Queryable, f: Filter): Promise<PatternHit[]> {
  return rows<PatternHit>(
    q,
    sql`WITH hits AS (
          SELECT p.id FROM pattern_bookings p WHERE p.club_id = ${f.clubId} ${match('p', f)}
        ), page AS (
          SELECT id, (SELECT count(*) FROM hits)::int AS total FROM hits ORDER BY id DESC LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset(f.page)}
        )
        SELECT p.id, p.activity_id AS "activityId", a.name AS "activityName", p.customer_name AS name, p.customer_mobile AS mobile,
               p.customer_email AS email, p.customer_country_code AS "countryCode",
               COALESCE((SELECT array_agg(c.name ORDER BY c.position, c.id) FROM courts c WHERE c.club_id = p.club_id AND c.id = ANY(p.courts)), '{}') AS courts,
               p.start_date::text AS "startDate", p.end_date::text AS "endDate", p.start_time::text AS start, p.end_time::text AS "end",
               p.all_day AS "allDay", p.days::int[] AS days, p.slot_count AS "slotCount",
               to_char(p.created_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt", p.place, p.handler, p.cancelled::int AS flag,
               p.is_marketplace AS marketplace, o.n AS occurrences, o.gone AS "cancelledOccurrences", o.last_live::text AS "lastLive",
               ${patternBalanceSql}::bigint::float8 AS balance, p.remarks, page.total
        FROM page JOIN pattern_bookings p ON p.id = page.id JOIN activities a ON a.id = p.activity_id
        CROSS JOIN LATERAL (SELECT count(*)::int AS n, count(*) FILTER (WHERE ob.cancelled)::int AS gone,
                                   max(ob.booking_date) FILTER (WHERE NOT ob.cancelled) AS last_live
                            FROM bookings ob WHERE ob.pattern_id = p.id AND ob.club_id = p.club_id) o
        ORDER BY p.id DESC`,
  );
}
