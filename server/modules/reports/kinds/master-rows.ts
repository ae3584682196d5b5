import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { rows } from '../../../db/rows';
import type { ReportRow } from '../../../../contract/reports';
import type { ReportScope } from '../period';
import { wallClock } from '../wall-clock';
import { modeName, toMajor, typeName } from './shared';

/**
 * A money row as read from `transactions` alone (the index range of the page):
 * [id, epoch seconds, type, kind, target, bookingId, patternId, memberId, amountMinor, mode, place, handler].
 */
type Money = [number, number, number, string, string, number | null, number | null, number | null, number, number, string, string];
/** [id, name, mobile, email, sport] of a booking, pattern or member; [bookingId, courts] for courts. */
type Who = [number, string | null, string | null, string | null, string | null];

/** '{1,2,3}' for `= ANY(...::int[])`: one parameter however many ids (both drivers). */
const idArray = (ids: Iterable<number>) => sql`${`{${[...ids].join(',')}}`}::int[]`;

/** One JSON text column: PGlite hands rows to JavaScript field by field, JSON.parse is native. */
async function jsonOf<T>(q: Queryable, query: SQL): Promise<T> {
  const [row] = await rows<{ j: string }>(q, query);
  return JSON.parse(row.j) as T;
}

/**
 * The page's customers, sports and courts in one round trip of grouped lookups by the page's
 * distinct ids, instead of joins and a courts sub-select evaluated once per money row (ADR
 * 0036: on PGlite the per-row plan was most of a year's report time).
 */
async function namesOf(q: Queryable, list: Money[]) {
  const bookingIds = new Set<number>();
  const patternIds = new Set<number>();
  const memberIds = new Set<number>();
  for (const r of list) {
    if (r[5] !== null) bookingIds.add(r[5]);
    if (r[6] !== null) patternIds.add(r[6]);
    if (r[7] !== null) memberIds.add(r[7]);
  }
  const b = idArray(bookingIds);
  const p = idArray(patternIds);
  const m = idArray(memberIds);
  const found = await jsonOf<{ b: Who[]; c: [number, string][]; p: Who[]; m: Who[] }>(
    q,
    sql`SELECT json_build_object(
          'b', (SELECT COALESCE(json_agg(json_build_array(b.id, b.customer_name, b.customer_mobile, b.customer_email, a.name)), '[]')
                  FROM bookings b LEFT JOIN activities a ON a.id = b.activity_id WHERE b.id = ANY(${b})),
          'c', (SELECT COALESCE(json_agg(json_build_array(x.booking_id, x.court)), '[]')
                  FROM (SELECT s.booking_id, string_agg(DISTINCT c.name, ', ') AS court
                          FROM booking_slots s JOIN courts c ON c.id = s.court_id WHERE s.booking_id = ANY(${b}) GROUP BY s.booking_id) x),
          'p', (SELECT COALESCE(json_agg(json_build_array(p.id, p.customer_name, p.customer_mobile, p.customer_email, a.name)), '[]')
                  FROM pattern_bookings p LEFT JOIN activities a ON a.id = p.activity_id WHERE p.id = ANY(${p})),
          'm', (SELECT COALESCE(json_agg(json_build_array(m.id, m.name, m.mobile, m.email, NULL)), '[]')
                  FROM members m WHERE m.id = ANY(${m}))
        )::text AS j`,
  );
  const byId = <T extends [number, ...unknown[]]>(l: T[]) => new Map(l.map((x) => [x[0], x]));
  return { bookings: byId(found.b), courts: byId(found.c), patterns: byId(found.p), members: byId(found.m) };
}

/**
 * One page of master rows (see masterPage): the money rows by the (club_id, created_at, id)
 * index, then their names. Same values as one big join: customer of the booking, else of the
 * pattern, else the member; sport of the booking, else of the pattern.
 */
export async function readMasterPage(q: Queryable, s: ReportScope, kept: SQL, after: number | null, limit: number): Promise<ReportRow[]> {
  const list = await jsonOf<Money[]>(
    q,
    sql`SELECT COALESCE(json_agg(json_build_array(t.id, extract(epoch FROM date_trunc('second', t.created_at)), t.type, t.kind, t.target, t.booking_id,
                      t.pattern_id, t.member_id, t.amount_minor, t.mode, t.place, t.handler) ORDER BY t.created_at, t.id), '[]')::text AS j
          FROM (SELECT * FROM transactions t
                 WHERE ${kept}
                   ${after === null ? sql`` : sql`AND (t.created_at, t.id) > ((SELECT x.created_at FROM transactions x WHERE x.id = ${after} AND x.club_id = ${s.clubId}), ${after}::int)`}
                 ORDER BY t.created_at, t.id
                 LIMIT ${limit}) t`,
  );
  if (list.length === 0) return [];
  const names = await namesOf(q, list);
  const wall = wallClock(s.timeZone);
  return list.map(([id, ts, type, kind, target, bookingId, patternId, memberId, amount, mode, place, handler]) => {
    const b = bookingId === null ? undefined : names.bookings.get(bookingId);
    const p = patternId === null ? undefined : names.patterns.get(patternId);
    const m = memberId === null ? undefined : names.members.get(memberId);
    return {
      timestamp: wall(ts),
      receipt: String(id),
      type: typeName(type, kind, target),
      bookingId,
      sport: b?.[4] ?? p?.[4] ?? null,
      court: (bookingId === null ? undefined : names.courts.get(bookingId)?.[1]) ?? null,
      customerName: b?.[1] ?? p?.[1] ?? m?.[1] ?? null,
      customerMobile: b?.[2] ?? p?.[2] ?? m?.[2] ?? null,
      customerEmail: b?.[3] ?? p?.[3] ?? m?.[3] ?? null,
      amount: toMajor(amount),
      mode: modeName(mode),
      place,
      handler,
      transactionId: id,
    };
  });
}
