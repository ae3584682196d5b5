import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { firstRow } from '../db/rows';
import { BookingMessages } from '../../contract/booking';
import { BookingActionMessages } from '../../contract/booking-actions';
import { BusinessError } from '../core/business-error';
import {
  courtPaidSql,
  extrasBalanceSql,
  extrasGrossSql,
  extrasDiscountSql,
  extrasPaidSql,
  feeBalanceSql,
  feePaidSql,
  feesSql,
} from './balances';
import { courtOwedWithShareSql, occurrenceShareSql } from './occurrence-share';

/** A booking as the after-booking actions need it, balances derived from money rows. */
export interface BookingRow {
  id: number;
  activityId: number;
  activityType: number;
  bookingDate: string;
  startTime: string;
  endTime: string;
  slotCount: number;
  memberId: number | null;
  customerName: string;
  customerCountryCode: string;
  customerMobile: string;
  customerEmail: string | null;
  remarks: string | null;
  courtGross: number;
  volumeDiscount: number;
  clubDiscount: number;
  credits: number;
  isMarketplace: boolean;
  /** The bulk booking this is an occurrence of: its money lives on the pattern (ADR 0025). */
  patternId: number | null;
  cancelled: boolean;
  noShow: boolean;
  rescheduleEnabled: boolean;
  checkinSecret: string;
  /**
   * What is owed (balances.ts): 0 once cancelled; a pattern occurrence's share of its pattern's
   * money counted (ledger/occurrence-share.ts), so Pay Now, the payment link and Booking Details
   * read the one figure.
   */
  courtBalance: number;
  /** Net court money rows (payments less refunds). */
  courtPaid: number;
  extrasBalance: number;
  extrasGross: number;
  extrasDiscount: number;
  extrasPaid: number;
  /** Late-cancel and no-show fees (ADR 0079): their sum, what was paid toward them, what they still owe. */
  fees: number;
  feePaid: number;
  feeBalance: number;
  /** Σ of every court and add-on payment row (before refunds); fee payments are not counted. */
  paidTotal: number;
  refundedTotal: number;
}

/**
 * Reads one booking of the club; with `lock` the row is locked FOR UPDATE so two desks acting
 * on one booking run one after the other. Another club's id is "not found".
 */
export async function loadBooking(q: Queryable, clubId: number, bookingId: number, lock = false): Promise<BookingRow> {
  if (lock) await q.execute(sql`SELECT id FROM bookings WHERE club_id = ${clubId} AND id = ${bookingId} FOR UPDATE`);
  const row = await firstRow<BookingRow>(
    q,
    sql`SELECT b.id, b.activity_id AS "activityId", a.type::int AS "activityType", b.booking_date::text AS "bookingDate",
               b.start_time::text AS "startTime", b.end_time::text AS "endTime", b.slot_count AS "slotCount",
               b.member_id AS "memberId", b.customer_name AS "customerName", b.customer_country_code AS "customerCountryCode",
               b.customer_mobile AS "customerMobile", b.customer_email AS "customerEmail", b.remarks,
               b.court_gross_minor::bigint::float8 AS "courtGross", b.volume_discount_minor::float8 AS "volumeDiscount",
               b.club_discount_minor::float8 AS "clubDiscount", b.credits_minor::float8 AS credits,
               b.is_marketplace AS "isMarketplace", b.pattern_id AS "patternId", b.cancelled, b.no_show AS "noShow",
               b.reschedule_enabled AS "rescheduleEnabled", b.checkin_secret AS "checkinSecret",
               ${courtOwedWithShareSql}::float8 AS "courtBalance", ${courtPaidSql}::float8 AS "courtPaid",
               ${extrasBalanceSql}::float8 AS "extrasBalance", ${extrasGrossSql}::float8 AS "extrasGross",
               ${extrasDiscountSql}::float8 AS "extrasDiscount", ${extrasPaidSql}::float8 AS "extrasPaid",
               ${feesSql}::float8 AS fees, ${feePaidSql}::float8 AS "feePaid", ${feeBalanceSql}::float8 AS "feeBalance",
               COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.kind = 'payment' AND t.target <> 'fee'), 0)::float8 AS "paidTotal",
               COALESCE((SELECT -SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.kind = 'refund' AND t.target <> 'fee'), 0)::float8 AS "refundedTotal"
        FROM bookings b JOIN activities a ON a.id = b.activity_id ${occurrenceShareSql()}
        WHERE b.club_id = ${clubId} AND b.id = ${bookingId}`,
  );
  if (!row) throw new BusinessError(BookingMessages.notFound);
  return row;
}

/** Extras balance (balances.ts): Σ (price × quantity − discount) − extras payments; 0 once cancelled. */
export function extrasBalance(b: BookingRow): number {
  return b.extrasBalance;
}

/** Refuses changes to a cancelled booking. */
export function assertLive(b: BookingRow): void {
  if (b.cancelled) throw new BusinessError(BookingActionMessages.cancelled);
}

/**
 * Staff may not change marketplace bookings (spec 1 §1, §6): no cancel, reschedule, payment,
 * price, add-ons or payment link; they check in and use the extra actions only.
 */
export function assertNotMarketplace(b: BookingRow): void {
  if (b.isMarketplace) throw new BusinessError(BookingActionMessages.marketplace);
}

/** The check-in code printed on messages and receipts. */
export function checkinCode(b: { id: number; checkinSecret: string }): string {
  return `${b.id}-${b.checkinSecret}`;
}

/**
 * Buy now, pay later: nothing has been paid on the booking and something is owed (a marketplace
 * booking sold unpaid, or a desk booking taken with No Pay). Only these can be a no-show.
 */
export function isBnpl(b: BookingRow): boolean {
  return b.paidTotal === 0 && b.courtBalance + extrasBalance(b) > 0;
}

/** Attendees of a booking: one per place of a group booking (type 1), else the booking itself. */
export function attendeeCount(b: BookingRow): number {
  return b.activityType === 1 ? Math.max(1, b.slotCount) : 1;
}
