import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { rows } from '../../../db/rows';
import type { ReportFilter } from '../../../../contract/reports';
import { inPeriod, localStamp, type ReportScope } from '../period';
import { courtsOf, modeName, toMajor, typeName, type KindResult } from './shared';

interface Raw {
  id: number;
  ts: string;
  type: number;
  kind: string;
  target: string;
  bookingId: number | null;
  sport: string | null;
  court: string | null;
  customerName: string | null;
  customerMobile: string | null;
  customerEmail: string | null;
  amount: number;
  mode: number;
  place: string;
  handler: string;
}

/** '' and 'All' (the select's first choice) mean every handler. */
export function handlerOf(f: ReportFilter): string | null {
  const h = (f.handler || f.user || '').trim();
  return h === '' || h.toLowerCase() === 'all' ? null : h;
}

/**
 * Master report: every money row of the period (payments positive, refunds negative), so
 * paid − refund = net is exactly what the drawer and the bank took. "Only Paid" leaves out the
 * zero rows a booking without advance writes (mode No Pay). The cash closes of the period come
 * with it (ADR 0034).
 */
export async function masterReport(q: Queryable, s: ReportScope, f: ReportFilter): Promise<KindResult> {
  const handler = handlerOf(f);
  const list = await rows<Raw>(
    q,
    sql`SELECT t.id, ${localStamp(sql`t.created_at`, s.timeZone)} AS ts, t.type, t.kind, t.target, t.booking_id AS "bookingId",
               a.name AS sport, ${courtsOf(sql`t.booking_id`)} AS court,
               COALESCE(b.customer_name, p.customer_name, m.name) AS "customerName",
               COALESCE(b.customer_mobile, p.customer_mobile, m.mobile) AS "customerMobile",
               COALESCE(b.customer_email, p.customer_email, m.email) AS "customerEmail",
               t.amount_minor::float8 AS amount, t.mode, t.place, t.handler
          FROM transactions t
          LEFT JOIN bookings b ON b.id = t.booking_id
          LEFT JOIN pattern_bookings p ON p.id = t.pattern_id
          LEFT JOIN members m ON m.id = t.member_id
          LEFT JOIN activities a ON a.id = COALESCE(b.activity_id, p.activity_id)
         WHERE t.club_id = ${s.clubId} AND ${inPeriod(sql`t.created_at`, s)}
           ${handler === null ? sql`` : sql`AND t.handler = ${handler}`}
           ${f.paid === 1 ? sql`AND t.amount_minor <> 0 AND t.mode <> 0` : sql``}
         ORDER BY t.created_at, t.id`,
  );
  let paid = 0;
  let refund = 0;
  const out = list.map((r) => {
    if (r.amount >= 0) paid += r.amount;
    else refund -= r.amount;
    return {
      timestamp: r.ts,
      receipt: String(r.id),
      type: typeName(r.type, r.kind, r.target),
      bookingId: r.bookingId,
      sport: r.sport,
      court: r.court,
      customerName: r.customerName,
      customerMobile: r.customerMobile,
      customerEmail: r.customerEmail,
      amount: toMajor(r.amount),
      mode: modeName(r.mode),
      place: r.place,
      handler: r.handler,
      transactionId: r.id,
    };
  });
  const closes = await rows<{ closedAt: string; handler: string; expected: number; counted: number; difference: number; card: number; other: number }>(
    q,
    sql`SELECT ${localStamp(sql`closed_at`, s.timeZone)} AS "closedAt", handler, expected_cash_minor::float8 AS expected,
               counted_cash_minor::float8 AS counted, difference_minor::float8 AS difference, card_minor::float8 AS card, other_minor::float8 AS other
          FROM cash_closes
         WHERE club_id = ${s.clubId} AND ${inPeriod(sql`closed_at`, s)} ${handler === null ? sql`` : sql`AND handler = ${handler}`}
         ORDER BY closed_at, id`,
  );
  return {
    rows: out,
    summaryMinor: { paid, refund, net: paid - refund, cashCloses: closes.length, closeDifference: closes.reduce((n, c) => n + c.difference, 0) },
    closes: closes.map((c) => ({
      closedAt: c.closedAt,
      handler: c.handler,
      expectedCash: toMajor(c.expected),
      countedCash: toMajor(c.counted),
      difference: toMajor(c.difference),
      card: toMajor(c.card),
      other: toMajor(c.other),
    })),
  };
}
