import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { BookingDetails } from '../../../contract/booking';
import { firstRow, rows } from '../../db/rows';
import {
  courtPaidSql,
  extrasBalanceSql,
  extrasGrossSql,
  extrasTaxSql,
  courtTaxSql,
  extrasDiscountSql,
  extrasPaidSql,
  feeBalanceSql,
  feePaidSql,
  feesSql,
} from '../../ledger/balances';
import { bookingFeeLines } from '../../ledger/booking-fees';
import { courtOwedWithShareSql, occurrenceShareSql, shareCreditsSql, sharePaidSql } from '../../ledger/occurrence-share';
import { todayIn } from '../../core/local-time';
import { toMajor } from '../../core/money';
import { minutesOf, endMinutesOf } from '../../core/dates';
import { zonedFormat } from '../../lib/zoned-format';

interface Head {
  id: number;
  activityId: number;
  activityName: string;
  activityType: number;
  dateBooked: string;
  startTime: string;
  endTime: string;
  slotCount: number;
  customerName: string;
  customerEmail: string | null;
  customerMobile: string;
  customerCountryCode: string;
  isMarketplace: boolean;
  cancelled: boolean;
  place: string;
  handler: string;
  createdAt: string;
  remarks: string | null;
  courtGross: number;
  courtDiscount: number;
  credits: number;
  courtBalance: number;
  courtPaid: number;
  extrasBalance: number;
  extrasGross: number;
  extrasDiscount: number;
  extrasPaid: number;
  courtTax: number;
  extrasTax: number;
  fees: number;
  feePaid: number;
  feeBalance: number;
}

function status(cancelled: boolean, date: string, start: string, end: string, timeZone: string): BookingDetails['bookingStatus'] {
  if (cancelled) return 'Cancelled';
  const today = todayIn(timeZone);
  if (date !== today) return date > today ? 'Upcoming' : 'Completed';
  const now = zonedFormat('time', timeZone).format(new Date());
  const m = minutesOf(now);
  if (m < minutesOf(start)) return 'Upcoming';
  return m < endMinutesOf(end) ? 'Ongoing' : 'Completed';
}

/** The summary the calendar's Booking Details drawer shows; undefined for another club's id. */
export async function bookingDetails(
  q: Queryable,
  clubId: number,
  bookingId: number,
  timeZone: string,
): Promise<BookingDetails | undefined> {
  const h = await firstRow<Head>(
    q,
    sql`SELECT b.id, b.activity_id AS "activityId", a.name AS "activityName", a.type::int AS "activityType",
               b.booking_date::text AS "dateBooked", b.start_time::text AS "startTime", b.end_time::text AS "endTime",
               b.slot_count AS "slotCount", b.customer_name AS "customerName", b.customer_email AS "customerEmail",
               b.customer_mobile AS "customerMobile", b.customer_country_code AS "customerCountryCode",
               b.is_marketplace AS "isMarketplace", b.cancelled, b.place, b.handler, b.created_at::text AS "createdAt",
               b.remarks, b.court_gross_minor AS "courtGross",
               (b.volume_discount_minor + b.club_discount_minor) AS "courtDiscount", (b.credits_minor + ${shareCreditsSql})::bigint AS credits,
               ${courtOwedWithShareSql}::bigint AS "courtBalance", (${courtPaidSql} + ${sharePaidSql})::bigint AS "courtPaid",
               ${extrasBalanceSql}::bigint AS "extrasBalance", ${extrasGrossSql}::bigint AS "extrasGross",
               ${extrasDiscountSql}::bigint AS "extrasDiscount", ${extrasPaidSql}::bigint AS "extrasPaid",
               ${courtTaxSql}::bigint AS "courtTax", ${extrasTaxSql}::bigint AS "extrasTax",
               ${feesSql}::bigint AS fees, ${feePaidSql}::bigint AS "feePaid", ${feeBalanceSql}::bigint AS "feeBalance"
        FROM bookings b JOIN activities a ON a.id = b.activity_id ${occurrenceShareSql()}
        WHERE b.club_id = ${clubId} AND b.id = ${bookingId}`,
  );
  if (!h) return undefined;
  const slots = await rows<{ courtName: string; slotDate: string; slotTime: string; endTime: string; count: number }>(
    q,
    sql`SELECT c.name AS "courtName", bs.slot_date::text AS "slotDate", bs.slot_time::text AS "slotTime",
               bs.end_time::text AS "endTime", bs.count
        FROM booking_slots bs JOIN courts c ON c.id = bs.court_id
        WHERE bs.club_id = ${clubId} AND bs.booking_id = ${bookingId} ORDER BY bs.slot_date, bs.slot_time, c.position, c.id`,
  );
  const extras = await rows<{ id: number; name: string; quantity: number; gross: number; discount: number }>(
    q,
    sql`SELECT id, name, quantity, price_minor * quantity AS gross, discount_minor AS discount
        FROM booking_extras WHERE club_id = ${clubId} AND booking_id = ${bookingId} ORDER BY id`,
  );
  // Balances come from ledger/balances.ts (a cancelled booking owes nothing); the advance is
  // what the club holds: payments less refunds. A pattern occurrence's credits, advance and
  // balance include its share of the pattern's money (ledger/occurrence-share.ts, ADR 0052), so
  // the drawer shows the figure of its booking-report row and the dates add up to the pattern.
  const feeLines = await bookingFeeLines(q, clubId, bookingId);
  const balance = h.courtBalance + h.extrasBalance + h.feeBalance;
  // `gst` only where tax is added on top of the price (ADR 0082): a tax-inclusive club's wire is unchanged.
  const sum = (gross: number, discount: number, advance: number, bal: number, gst = 0) => ({
    gross: toMajor(gross),
    discount: toMajor(discount),
    ...(gst !== 0 ? { gst: toMajor(gst) } : {}),
    advance: toMajor(advance),
    balance: toMajor(bal),
  });
  return {
    bookingId: h.id,
    activityId: h.activityId,
    activityName: h.activityName,
    activityType: h.activityType,
    dateBooked: h.dateBooked,
    startTime: h.startTime,
    endTime: h.endTime,
    slotCount: h.slotCount,
    courts: [...new Set(slots.map((s) => s.courtName))],
    bookedCourts: slots.map((s) => ({
      courtName: s.courtName,
      time: `${s.slotDate} ${s.slotTime.slice(0, 5)}-${s.endTime.slice(0, 5)}`,
      count: s.count,
    })),
    customerDetails: {
      customerName: h.customerName,
      customerEmail: h.customerEmail,
      customerMobile: h.customerMobile,
      customerCountryCode: h.customerCountryCode,
    },
    isMarketplaceBooking: h.isMarketplace,
    bookingCancelled: h.cancelled,
    bookingStatus: status(h.cancelled, h.dateBooked, h.startTime, h.endTime, timeZone),
    place: h.place,
    handler: h.handler,
    bookingTimestamp: new Date(h.createdAt).toISOString(),
    credits: toMajor(h.credits),
    balance: toMajor(balance),
    paymentPending: balance > 0,
    remarks: h.remarks,
    summary: sum(
      h.courtGross + h.extrasGross + h.fees,
      h.courtDiscount + h.extrasDiscount,
      h.courtPaid + h.extrasPaid + h.feePaid,
      balance,
      h.courtTax + h.extrasTax,
    ),
    courtSummary: sum(h.courtGross, h.courtDiscount, h.courtPaid, h.courtBalance, h.courtTax),
    extrasSummary: sum(h.extrasGross, h.extrasDiscount, h.extrasPaid, h.extrasBalance, h.extrasTax),
    // A cancelled booking's fee is first taken from the money it kept: its advance is fee − balance.
    feeSummary: sum(h.fees, 0, h.fees - h.feeBalance, h.feeBalance),
    fees: feeLines.map((f) => ({ id: f.id, kind: f.kind, amount: toMajor(f.amountMinor), createdAt: f.createdAt })),
    // Per-line payments are not tracked: the extras advance shows on the summary line.
    extras: extras.map((e) => ({
      id: e.id,
      items: e.name,
      quantity: e.quantity,
      grossAmount: toMajor(e.gross),
      advance: 0,
      discount: toMajor(e.discount),
      netAmount: toMajor(e.gross - e.discount),
      balance: toMajor(e.gross - e.discount),
    })),
  };
}
