import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { rows } from '../../../db/rows';
import { extrasDiscountSql, extrasGrossSql, feesSql } from '../../../ledger/balances';
import { BookedFilter, type ReportFilter } from '../../../../contract/reports';
import { inPeriod, localStamp, type ReportScope } from '../period';
import { courtsOf, toMajor, type KindResult } from './shared';
import { bookingOwedWithShareSql, occurrenceShareSql, shareCreditsSql, sharePaidSql } from '../../../ledger/occurrence-share';

/** What a booking owes; a pattern occurrence owes its gross less its share of the pattern's money (ADR 0052). */
const owedSql = bookingOwedWithShareSql;

interface Raw {
  id: number;
  ts: string;
  patternId: number | null;
  sport: string;
  slotDate: string;
  startTime: string;
  endTime: string;
  court: string | null;
  remarks: string | null;
  customerName: string;
  customerMobile: string;
  customerEmail: string | null;
  gross: number;
  /** Late-cancel and no-show fees charged on it (ADR 0079). */
  fees: number;
  discount: number;
  credits: number;
  paid: number;
  balance: number;
  /** Court sales after volume discounts at member and at guest prices (booking_slots.member_rate; ADR 0075). */
  memberCourt: number;
  guestCourt: number;
  place: string;
  handler: string;
}

/**
 * Live (not cancelled) bookings with the money figures of server/ledger/balances.ts:
 * gross = court + add-ons, discount = volume + club + add-on discounts, paid = the booking's
 * money rows (refunds included), balance = gross + fees − discount − credits − paid. A pattern
 * occurrence's paid and credits include its share of the pattern's (ADR 0052). Fees (ADR 0079)
 * are their own column; money and credits paid toward them count in paid and credits.
 */
function bookingSelect(s: ReportScope, where: SQL): SQL {
  return sql`SELECT b.id, ${localStamp(sql`b.created_at`, s.timeZone)} AS ts, b.pattern_id AS "patternId", a.name AS sport,
                    b.booking_date::text AS "slotDate", b.start_time::text AS "startTime", b.end_time::text AS "endTime",
                    ${courtsOf(sql`b.id`)} AS court, b.remarks,
                    b.customer_name AS "customerName", b.customer_mobile AS "customerMobile", b.customer_email AS "customerEmail",
                    (b.court_gross_minor + ${extrasGrossSql})::float8 AS gross,
                    (b.volume_discount_minor + b.club_discount_minor + ${extrasDiscountSql})::float8 AS discount,
                    ${feesSql}::float8 AS fees,
                    (b.credits_minor + ${shareCreditsSql}
                      - COALESCE((SELECT SUM(c.amount_minor) FROM member_credit_entries c WHERE c.booking_id = b.id AND c.reason IN ('fee', 'fee_refund')), 0))::float8 AS credits,
                    (COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.target IN ('court', 'extras', 'fee')), 0) + ${sharePaidSql})::float8 AS paid,
                    ${owedSql}::float8 AS balance, b.place, b.handler,
                    COALESCE((SELECT SUM(bs.price_minor) FROM booking_slots bs WHERE bs.booking_id = b.id AND bs.member_rate), 0)::float8 AS "memberCourt",
                    COALESCE((SELECT SUM(bs.price_minor) FROM booking_slots bs WHERE bs.booking_id = b.id AND NOT bs.member_rate), 0)::float8 AS "guestCourt"
               FROM bookings b JOIN activities a ON a.id = b.activity_id ${occurrenceShareSql()}
              WHERE b.club_id = ${s.clubId} AND NOT b.cancelled AND ${where}
              ORDER BY b.booking_date, b.start_time, b.id`;
}

function totals(list: Raw[]): Record<string, number> {
  const sum = (pick: (r: Raw) => number) => list.reduce((n, r) => n + pick(r), 0);
  return {
    bookings: list.length,
    gross: sum((r) => r.gross),
    fees: sum((r) => r.fees),
    discount: sum((r) => r.discount),
    paid: sum((r) => r.paid),
    balance: sum((r) => r.balance),
    memberCourt: sum((r) => r.memberCourt),
    guestCourt: sum((r) => r.guestCourt),
  };
}

/** Booking report: bookings made (booked=1) or played (booked=0) in the period. */
export async function bookingReport(q: Queryable, s: ReportScope, f: ReportFilter): Promise<KindResult> {
  const where =
    f.booked === BookedFilter.bookingDate
      ? sql`b.booking_date BETWEEN ${s.startDate}::date AND ${s.endDate}::date`
      : inPeriod(sql`b.created_at`, s);
  const list = await rows<Raw>(q, bookingSelect(s, where));
  return {
    rows: list.map((r) => ({
      timestamp: r.ts,
      type: r.patternId === null ? 'Single Booking' : 'Pattern Booking',
      sportName: r.sport,
      bookingId: r.id,
      slotDate: r.slotDate,
      startTime: r.startTime,
      endTime: r.endTime,
      court: r.court,
      remarks: r.remarks,
      customerName: r.customerName,
      customerMobile: r.customerMobile,
      customerEmail: r.customerEmail,
      gross: toMajor(r.gross),
      fees: toMajor(r.fees),
      discount: toMajor(r.discount),
      credits: toMajor(r.credits),
      paid: toMajor(r.paid),
      net: toMajor(r.gross + r.fees - r.discount),
      balance: toMajor(r.balance),
      place: r.place,
      handler: r.handler,
    })),
    summaryMinor: totals(list),
  };
}

/** Balance report: bookings played in the period that still owe money (balance > 0). */
export async function balanceReport(q: Queryable, s: ReportScope): Promise<KindResult> {
  const where = sql`b.booking_date BETWEEN ${s.startDate}::date AND ${s.endDate}::date AND ${owedSql} > 0`;
  const list = await rows<Raw>(q, bookingSelect(s, where));
  return {
    rows: list.map((r) => ({
      bookingId: r.id,
      slotDate: r.slotDate,
      sport: r.sport,
      customerName: r.customerName,
      customerMobile: r.customerMobile,
      customerEmail: r.customerEmail,
      gross: toMajor(r.gross),
      fees: toMajor(r.fees),
      net: toMajor(r.gross + r.fees - r.discount),
      paid: toMajor(r.paid),
      balance: toMajor(r.balance),
    })),
    summaryMinor: totals(list),
  };
}
