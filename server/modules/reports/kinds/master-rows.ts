import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { rows } from '../../../db/rows';
import type { ReportRow } from '../../../../contract/reports';
import { localStamp, type ReportScope } from '../period';
import { modeName, toMajor, typeName } from './shared';

/** A money row as read from `transactions` alone (the index range of the page). */
interface Money {
  id: number;
  ts: string;
  type: number;
  kind: string;
  target: string;
  bookingId: number | null;
  patternId: number | null;
  memberId: number | null;
  amount: number;
  mode: number;
  place: string;
  handler: string;
}

interface Who {
  id: number;
  name: string | null;
  mobile: string | null;
  email: string | null;
  sport: string | null;
}

/** '{1,2,3}' for `= ANY(...::int[])`: one parameter however many ids (both drivers). */
const idArray = (ids: Iterable<number>) => sql`${`{${[...ids].join(',')}}`}::int[]`;

/**
 * The page's customers, sports and courts in three grouped lookups by the distinct ids of the
 * page, instead of joins and a courts sub-select evaluated once per money row (ADR 0036: on
 * PGlite the per-row plan was most of a year's report time).
 */
async function namesOf(q: Queryable, list: Money[]) {
  const bookingIds = new Set<number>();
  const patternIds = new Set<number>();
  const memberIds = new Set<number>();
  for (const r of list) {
    if (r.bookingId !== null) bookingIds.add(r.bookingId);
    if (r.patternId !== null) patternIds.add(r.patternId);
    if (r.memberId !== null) memberIds.add(r.memberId);
  }
  const [bookings, courts, patterns, members] = [
    bookingIds.size
      ? await rows<Who>(
          q,
          sql`SELECT b.id, b.customer_name AS name, b.customer_mobile AS mobile, b.customer_email AS email, a.name AS sport
                FROM bookings b LEFT JOIN activities a ON a.id = b.activity_id WHERE b.id = ANY(${idArray(bookingIds)})`,
        )
      : [],
    bookingIds.size
      ? await rows<{ id: number; court: string }>(
          q,
          sql`SELECT s.booking_id AS id, string_agg(DISTINCT c.name, ', ') AS court
                FROM booking_slots s JOIN courts c ON c.id = s.court_id WHERE s.booking_id = ANY(${idArray(bookingIds)}) GROUP BY s.booking_id`,
        )
      : [],
    patternIds.size
      ? await rows<Who>(
          q,
          sql`SELECT p.id, p.customer_name AS name, p.customer_mobile AS mobile, p.customer_email AS email, a.name AS sport
                FROM pattern_bookings p LEFT JOIN activities a ON a.id = p.activity_id WHERE p.id = ANY(${idArray(patternIds)})`,
        )
      : [],
    memberIds.size
      ? await rows<Who>(q, sql`SELECT m.id, m.name, m.mobile, m.email, NULL AS sport FROM members m WHERE m.id = ANY(${idArray(memberIds)})`)
      : [],
  ];
  const byId = <T extends { id: number }>(l: T[]) => new Map(l.map((x) => [Number(x.id), x]));
  return { bookings: byId(bookings), courts: byId(courts), patterns: byId(patterns), members: byId(members) };
}

/**
 * One page of master rows (see masterPage): the money rows by the (club_id, created_at, id)
 * index, then their names. Same values as one big join: customer of the booking, else of the
 * pattern, else the member; sport of the booking, else of the pattern.
 */
export async function readMasterPage(q: Queryable, s: ReportScope, kept: SQL, after: number | null, limit: number): Promise<ReportRow[]> {
  const list = await rows<Money>(
    q,
    sql`SELECT t.id, ${localStamp(sql`t.created_at`, s.timeZone)} AS ts, t.type, t.kind, t.target, t.booking_id AS "bookingId",
               t.pattern_id AS "patternId", t.member_id AS "memberId", t.amount_minor::float8 AS amount, t.mode, t.place, t.handler
          FROM transactions t
         WHERE ${kept}
           ${after === null ? sql`` : sql`AND (t.created_at, t.id) > ((SELECT x.created_at FROM transactions x WHERE x.id = ${after} AND x.club_id = ${s.clubId}), ${after}::int)`}
         ORDER BY t.created_at, t.id
         LIMIT ${limit}`,
  );
  if (list.length === 0) return [];
  const names = await namesOf(q, list);
  return list.map((r) => {
    const b = r.bookingId === null ? undefined : names.bookings.get(r.bookingId);
    const p = r.patternId === null ? undefined : names.patterns.get(r.patternId);
    const m = r.memberId === null ? undefined : names.members.get(r.memberId);
    return {
      timestamp: r.ts,
      receipt: String(r.id),
      type: typeName(r.type, r.kind, r.target),
      bookingId: r.bookingId,
      sport: b?.sport ?? p?.sport ?? null,
      court: (r.bookingId === null ? undefined : names.courts.get(r.bookingId)?.court) ?? null,
      customerName: b?.name ?? p?.name ?? m?.name ?? null,
      customerMobile: b?.mobile ?? p?.mobile ?? m?.mobile ?? null,
      customerEmail: b?.email ?? p?.email ?? m?.email ?? null,
      amount: toMajor(r.amount),
      mode: modeName(r.mode),
      place: r.place,
      handler: r.handler,
      transactionId: r.id,
    };
  });
}
