import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import {
  ALL_SUB_CATEGORIES,
  EVENT_PAGE_SIZE,
  type EventBooking,
  type EventCategory,
  type EventSubCategory,
  type EventSummary,
} from '../../../contract/events';
import { toMajor } from '../../core/money';
import { registrationOwedSql } from '../../ledger/balances';
import { maskMobile } from '../bookings/details';

export interface EventFilter {
  eventId?: number;
  categoryId?: number;
  subCategory?: number;
}

export async function listEvents(q: Queryable, clubId: number) {
  return rows<{ id: number; name: string }>(q, sql`SELECT id, name FROM events WHERE club_id = ${clubId} ORDER BY id`);
}

export async function listCategories(
  q: Queryable,
  clubId: number,
  eventId: number,
): Promise<{ categories: EventCategory[]; subs: EventSubCategory[] } | null> {
  if (!(await firstRow(q, sql`SELECT id FROM events WHERE club_id = ${clubId} AND id = ${eventId}`))) return null;
  const cats = await rows<Omit<EventCategory, 'price'> & { priceMinor: number }>(
    q,
    sql`SELECT id, event_id AS "eventId", name, active, price_minor::float8 AS "priceMinor", total_tickets AS "totalTickets",
               sold_tickets AS "soldTickets", start_date::text AS "startDate", end_date::text AS "endDate"
        FROM event_categories WHERE club_id = ${clubId} AND event_id = ${eventId} ORDER BY id`,
  );
  const subs = await rows<EventSubCategory>(
    q,
    sql`SELECT s.id, s.category_id AS "categoryId", s.name FROM event_sub_categories s
        JOIN event_categories c ON c.club_id = s.club_id AND c.id = s.category_id
        WHERE s.club_id = ${clubId} AND c.event_id = ${eventId} ORDER BY s.id`,
  );
  return { categories: cats.map(({ priceMinor, ...c }) => ({ ...c, price: toMajor(priceMinor) })), subs };
}

function regWhere(clubId: number, f: EventFilter): SQL {
  const parts = [sql`r.club_id = ${clubId}`];
  if (f.eventId) parts.push(sql`r.event_id = ${f.eventId}`);
  if (f.categoryId) parts.push(sql`r.category_id = ${f.categoryId}`);
  if (f.subCategory !== undefined && f.subCategory !== ALL_SUB_CATEGORIES) parts.push(sql`r.sub_category_id = ${f.subCategory}`);
  return sql.join(parts, sql` AND `);
}

const paidSql = sql`COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.event_registration_id = r.id AND t.target = 'event'), 0)`;

/** The six cards. Tickets come from the categories; registrations and money from their rows. */
export async function eventSummary(q: Queryable, clubId: number, f: EventFilter): Promise<EventSummary> {
  const catParts = [sql`club_id = ${clubId}`];
  if (f.eventId) catParts.push(sql`event_id = ${f.eventId}`);
  if (f.categoryId) catParts.push(sql`id = ${f.categoryId}`);
  const [t] = await rows<{ total: number; sold: number }>(
    q,
    sql`SELECT COALESCE(SUM(total_tickets), 0)::int AS total, COALESCE(SUM(sold_tickets), 0)::int AS sold
        FROM event_categories WHERE ${sql.join(catParts, sql` AND `)}`,
  );
  const [m] = await rows<{ regs: number; paidRegs: number; gross: number; paid: number; tickets: number }>(
    q,
    sql`SELECT count(*)::int AS regs, count(*) FILTER (WHERE x.paid >= x.gross)::int AS "paidRegs",
               COALESCE(SUM(x.gross), 0)::float8 AS gross, COALESCE(SUM(x.paid), 0)::float8 AS paid, COALESCE(SUM(x.tickets), 0)::int AS tickets
        FROM (SELECT ${registrationOwedSql} AS gross, r.tickets, ${paidSql} AS paid FROM event_registrations r WHERE ${regWhere(clubId, f)}) x`,
  );
  const subFiltered = f.subCategory !== undefined && f.subCategory !== ALL_SUB_CATEGORIES;
  return {
    totalTickets: t.total,
    // With a sub-category chosen, sold passes are that sub-category's tickets.
    totalSoldTickets: subFiltered ? m.tickets : t.sold,
    totalRegistrations: m.regs,
    paidRegistrations: m.paidRegs,
    totalGross: toMajor(m.gross),
    totalPaid: toMajor(m.paid),
  };
}

interface RegRow {
  bookingId: number;
  dateBooked: string;
  customerName: string;
  customerMobile: string;
  customerEmail: string | null;
  slotCount: number;
  source: 'desk' | 'marketplace';
  gross: number;
  paid: number;
  subCategory: string | null;
  categoryName: string;
  eventName: string;
}

const regSelect = sql`SELECT r.id AS "bookingId", to_char(r.created_at AT TIME ZONE cl.time_zone, 'YYYY-MM-DD HH24:MI:SS') AS "dateBooked",
  r.customer_name AS "customerName", r.customer_country_code || ' ' || r.customer_mobile AS "customerMobile", r.customer_email AS "customerEmail",
  r.tickets AS "slotCount", r.source, ${registrationOwedSql}::float8 AS gross, ${paidSql}::float8 AS paid, s.name AS "subCategory",
  c.name AS "categoryName", e.name AS "eventName"
  FROM event_registrations r
  JOIN clubs cl ON cl.id = r.club_id
  JOIN event_categories c ON c.club_id = r.club_id AND c.id = r.category_id
  JOIN events e ON e.club_id = r.club_id AND e.id = r.event_id
  LEFT JOIN event_sub_categories s ON s.club_id = r.club_id AND s.id = r.sub_category_id`;

/**
 * Marketplace customers' contacts are shown masked, as on marketplace bookings (spec 1 §6): the
 * provider owns that relationship. '+91 9812345678' → '+91 98XXXXXX78', 'asha@x.com' → 'a***@x.com'.
 */
function contactOf(r: RegRow) {
  if (r.source !== 'marketplace') return { customerMobile: r.customerMobile, customerEmail: r.customerEmail };
  const [code, number = ''] = r.customerMobile.split(' ');
  const email = r.customerEmail ? `${r.customerEmail.slice(0, 1)}***@${r.customerEmail.split('@')[1] ?? ''}` : null;
  return { customerMobile: `${code} ${maskMobile(number)}`, customerEmail: email };
}

export const bookingView = (r: RegRow): EventBooking => ({
  bookingId: r.bookingId,
  dateBooked: r.dateBooked,
  customerDetails: { customerName: r.customerName, ...contactOf(r) },
  slotCount: r.slotCount,
  source: r.source,
  summary: { gross: toMajor(r.gross), advance: toMajor(r.paid) },
  subCategory: r.subCategory,
  categoryName: r.categoryName,
  eventName: r.eventName,
});

const ORDER: Record<'id' | 'date' | 'name', SQL> = {
  id: sql`r.id`,
  date: sql`r.created_at`,
  name: sql`lower(r.customer_name)`,
};

export async function bookingPage(
  q: Queryable,
  clubId: number,
  f: EventFilter,
  page: number,
  sort: 'id' | 'date' | 'name',
  order: 'asc' | 'desc',
) {
  const where = regWhere(clubId, f);
  const [{ n }] = await rows<{ n: number }>(q, sql`SELECT count(*)::int AS n FROM event_registrations r WHERE ${where}`);
  const dir = order === 'asc' ? sql`ASC` : sql`DESC`;
  const list = await rows<RegRow>(
    q,
    sql`${regSelect} WHERE ${where} ORDER BY ${ORDER[sort]} ${dir}, r.id ${dir} LIMIT ${EVENT_PAGE_SIZE} OFFSET ${(page - 1) * EVENT_PAGE_SIZE}`,
  );
  const total = Math.max(1, Math.ceil(n / EVENT_PAGE_SIZE));
  return { bookingDetails: list.map(bookingView), paginationData: { next: page < total ? page + 1 : -1, total, records: n } };
}

/**
 * Every registration of the filter in id order, a batch at a time (keyset paging on the
 * (club, event, id) index) for the export: memory stays flat whatever the count.
 */
export async function* allBookings(q: Queryable, clubId: number, f: EventFilter, batch = 2000): AsyncGenerator<EventBooking[]> {
  let after = 0;
  for (;;) {
    const list = await rows<RegRow>(q, sql`${regSelect} WHERE ${regWhere(clubId, f)} AND r.id > ${after} ORDER BY r.id LIMIT ${batch}`);
    if (list.length === 0) return;
    yield list.map(bookingView);
    after = list[list.length - 1].bookingId;
    if (list.length < batch) return;
  }
}

export async function bookingDetails(q: Queryable, clubId: number, id: number) {
  const r = await firstRow<RegRow & { handler: string }>(q, sql`${regSelect} WHERE r.club_id = ${clubId} AND r.id = ${id}`);
  if (!r) return null;
  const handler = (await firstRow<{ handler: string }>(q, sql`SELECT handler FROM event_registrations WHERE id = ${id}`))!.handler;
  const tx = await rows<{ transactionId: number; amountMinor: number; mode: number; timestamp: string; handler: string }>(
    q,
    sql`SELECT id AS "transactionId", amount_minor::float8 AS "amountMinor", mode::int AS mode,
               to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS timestamp, handler
        FROM transactions WHERE club_id = ${clubId} AND event_registration_id = ${id} ORDER BY id`,
  );
  return { ...bookingView(r), handler, transactions: tx.map(({ amountMinor, ...t }) => ({ ...t, amount: toMajor(amountMinor) })) };
}
