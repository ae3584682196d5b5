import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { rows } from '../../../db/rows';
import { BookedFilter, type ReportFilter } from '../../../../contract/reports';
import { inPeriod, localStamp, type ReportScope } from '../period';
import { toMajor, type KindResult } from './shared';

interface Raw {
  lineId: number;
  bookingId: number;
  ts: string;
  name: string;
  quantity: number;
  patternId: number | null;
  slotDate: string;
  sport: string;
  customerName: string;
  customerMobile: string;
  customerEmail: string | null;
  gross: number;
  discount: number;
  /** Payments (and refunds) written for this line (Pay Now (Addons)). */
  linked: number;
  /** The booking's add-on money not tied to a line (the checkout advance), same for each line. */
  unlinked: number;
}

/**
 * Checkout writes the add-on advance as one 'extras' row per booking without a line, so a
 * line's paid = its own rows + a share of that pool, handed out in line order up to what each
 * line still owes (the last line takes any rest). The lines of a booking then add up to the
 * booking's add-on money exactly (extrasPaidSql in ledger/balances.ts).
 */
export function allocate(list: Raw[]): Map<number, number> {
  const paid = new Map<number, number>();
  const byBooking = new Map<number, Raw[]>();
  for (const r of list) byBooking.set(r.bookingId, [...(byBooking.get(r.bookingId) ?? []), r]);
  for (const lines of byBooking.values()) {
    let pool = lines[0].unlinked;
    lines.forEach((r, i) => {
      const owed = Math.max(0, r.gross - r.discount - r.linked);
      const share = i === lines.length - 1 ? pool : Math.min(owed, Math.max(0, pool));
      pool -= share;
      paid.set(r.lineId, r.linked + share);
    });
  }
  return paid;
}

/** Add-on report: add-on lines of live bookings made (booked=1) or played (booked=0) in the period. */
export async function addonReport(q: Queryable, s: ReportScope, f: ReportFilter): Promise<KindResult> {
  const where =
    f.booked === BookedFilter.bookingDate
      ? sql`b.booking_date BETWEEN ${s.startDate}::date AND ${s.endDate}::date`
      : inPeriod(sql`b.created_at`, s);
  const list = await rows<Raw>(
    q,
    sql`SELECT e.id AS "lineId", b.id AS "bookingId", ${localStamp(sql`b.created_at`, s.timeZone)} AS ts, e.name, e.quantity,
               b.pattern_id AS "patternId", b.booking_date::text AS "slotDate", a.name AS sport,
               b.customer_name AS "customerName", b.customer_mobile AS "customerMobile", b.customer_email AS "customerEmail",
               (e.price_minor * e.quantity)::float8 AS gross, e.discount_minor::float8 AS discount,
               COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_extra_id = e.id AND t.target = 'extras'), 0)::float8 AS linked,
               COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.target = 'extras' AND t.booking_extra_id IS NULL), 0)::float8 AS unlinked
          FROM booking_extras e JOIN bookings b ON b.id = e.booking_id JOIN activities a ON a.id = b.activity_id
         WHERE b.club_id = ${s.clubId} AND NOT b.cancelled AND ${where}
         ORDER BY b.booking_date, b.start_time, b.id, e.id`,
  );
  const paid = allocate(list);
  let paidTotal = 0;
  const out = list.map((r) => {
    const p = paid.get(r.lineId) ?? 0;
    paidTotal += p;
    return {
      extraTimestamp: r.ts,
      extraName: r.name,
      extraQuantity: r.quantity,
      bookingType: r.patternId === null ? 'Single Booking' : 'Pattern Booking',
      bookingId: r.bookingId,
      slotDate: r.slotDate,
      sport: r.sport,
      customerName: r.customerName,
      customerMobile: r.customerMobile,
      customerEmail: r.customerEmail,
      gross: toMajor(r.gross),
      discount: toMajor(r.discount),
      paid: toMajor(p),
      netPrice: toMajor(r.gross - r.discount),
      balance: toMajor(r.gross - r.discount - p),
    };
  });
  const sum = (pick: (r: Raw) => number) => list.reduce((n, r) => n + pick(r), 0);
  const gross = sum((r) => r.gross);
  const discount = sum((r) => r.discount);
  return {
    rows: out,
    summaryMinor: {
      bookings: new Set(list.map((r) => r.bookingId)).size,
      gross,
      discount,
      paid: paidTotal,
      balance: gross - discount - paidTotal,
    },
  };
}
