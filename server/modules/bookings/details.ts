import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import type { BookingDetails } from '../../../contract/booking';
import type { BookingLifecycle } from '../../../contract/booking-actions';
import { bookingDetails } from '../checkout/booking-details';
import { historyOf } from '../history/read';
import { toMajor } from '../../core/money';
import { attendeeCount, checkinCode, extrasBalance, isBnpl, loadBooking } from '../../ledger/booking-row';

/** '9876543210' → '98XXXXXX10': marketplace customers' numbers are shown masked (View No. reveals). */
export function maskMobile(mobile: string): string {
  return mobile.length <= 4 ? 'X'.repeat(mobile.length) : `${mobile.slice(0, 2)}${'X'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

function maskEmail(email: string | null): string | null {
  if (!email) return email;
  const [user, domain] = email.split('@');
  return `${user.slice(0, 1)}***@${domain ?? ''}`;
}

/** Booking Details in full: the summary, its lifecycle (check-ins, reschedules, flags) and history. */
export async function fullBookingDetails(
  q: Queryable,
  clubId: number,
  bookingId: number,
  timeZone: string,
): Promise<(BookingDetails & BookingLifecycle) | undefined> {
  const details = await bookingDetails(q, clubId, bookingId, timeZone);
  if (!details) return undefined;
  const b = await loadBooking(q, clubId, bookingId);
  const checkins = await rows<{ attendee_id: number; timestamp: string; handler: string }>(
    q,
    sql`SELECT attendee_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp, handler
        FROM booking_checkins WHERE club_id = ${clubId} AND booking_id = ${bookingId} ORDER BY attendee_id`,
  );
  const moves = await rows<{ id: number; court: string; date: string; start_time: string; end_time: string; gross: number }>(
    q,
    sql`SELECT id, court_name AS court, slot_date::text AS date, start_time::text AS start_time, end_time::text AS end_time,
               gross_minor::float8 AS gross
        FROM booking_reschedules WHERE club_id = ${clubId} AND booking_id = ${bookingId} ORDER BY id`,
  );
  const history = (await historyOf(q, clubId, 'booking', bookingId)).map((h) => ({
    id: h.id,
    action: h.action,
    actor: h.actor,
    timestamp: h.createdAt,
    before: h.before,
    after: h.after,
  }));
  const pattern = await firstRow<{ id: number | null }>(
    q,
    sql`SELECT pattern_id AS id FROM bookings WHERE club_id = ${clubId} AND id = ${bookingId}`,
  );
  const mask = b.isMarketplace;
  const customer = details.customerDetails;
  return {
    ...details,
    customerDetails: mask
      ? { ...customer, customerMobile: maskMobile(customer.customerMobile), customerEmail: maskEmail(customer.customerEmail) }
      : customer,
    isBnpl: isBnpl(b),
    noShow: b.noShow,
    checkinCode: checkinCode(b),
    attendeeCount: attendeeCount(b),
    checkinData: checkins,
    rescheduleEnabled: b.rescheduleEnabled,
    rescheduleEnableText: b.isMarketplace ? (b.rescheduleEnabled ? 'Reschedule enabled' : 'Enable Reschedule') : '',
    rescheduleHistory: moves.map(({ gross, ...m }) => ({ ...m, gross_amount: toMajor(gross) })),
    // Marketplace bookings are paid through their provider (spec 1 §6).
    showPaymentLink: !b.cancelled && !b.isMarketplace && b.courtBalance + extrasBalance(b) > 0,
    maskCustomerDetails: mask,
    history,
    patternBookingId: pattern?.id ?? null,
  };
}
