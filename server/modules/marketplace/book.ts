import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { AvailabilityMessages } from '../../../contract/availability';
import { BookingActionMessages } from '../../../contract/booking-actions';
import { CheckoutMessages } from '../../../contract/checkout';
import { TransactionType } from '../../../contract/codes';
import { MarketplaceMessages as M, type marketplaceBookingRequest } from '../../../contract/marketplace';
import { BusinessError } from '../../core/business-error';
import { brothersOf, findActivity, findCourt, loadClub } from '../../core/club-context';
import { saleTaxOf } from '../../ledger/tax-on-top';
import { taxOnTop } from '../../../contract/gst-amounts';
import { issueBookingInvoice } from '../../ledger/tax-booking';
import { todayIn } from '../../core/local-time';
import { findSlot } from '../../core/court-slots';
import { changeSql, lockConflictKeys } from '../../ledger/occupancy';
import { rows } from '../../db/rows';
import { createBookings } from '../../ledger/booking-create';
import { normalizePhone } from '../../core/phone';
import { insertTransactionsSql } from '../../ledger/money-rows';
import { recordHistory } from '../../ledger/history';
import { toMajor } from '../../core/money';
import { hoursUntil } from '../../core/club-clock';
import { toMinorUnits } from '../../../contract/money-round';
import { priceAt } from '../bookings/reschedule-place';
import type { BookingActor } from '../../core/actor';
import { brokenLimits } from '../fair-use/check';
import { strikesOf } from '../strikes/count';
import { strikeMessages } from '../../../contract/no-show-strikes';

type Input = z.infer<typeof marketplaceBookingRequest>;

/**
 * Whether this key may act on the booking: a marketplace booking of the club that the key sold.
 * One sold before keys were told apart (no seller recorded, ADR 0070) is open to the club's keys.
 */
export async function soldBy(tx: Tx, clubId: number, keyId: number, bookingId: number): Promise<boolean> {
  const found = await rows(
    tx,
    sql`SELECT 1 FROM bookings b LEFT JOIN marketplace_bookings m ON m.booking_id = b.id
        WHERE b.club_id = ${clubId} AND b.id = ${bookingId} AND b.is_marketplace AND (m.key_id = ${keyId} OR m.key_id IS NULL)`,
  );
  return found.length > 0;
}

/**
 * A booking sold by the marketplace: one court slot taken through the occupancy constraint,
 * flagged isMarketplaceBooking, with the money the provider collected (none = pay later), and
 * the key that sold it (none for the demo's seeded sales).
 */
export async function createMarketplaceBooking(
  tx: Tx,
  a: BookingActor & { keyId?: number | null },
  input: Input,
  timeZone: string,
): Promise<{ bookingId: number; price: number }> {
  const activity = await findActivity(tx, a.clubId, input.activityId);
  if (!activity || activity.type !== 0) throw new BusinessError(AvailabilityMessages.activityNotFound);
  const court = await findCourt(tx, a.clubId, input.courtId);
  const window = court && court.activityId === activity.id ? findSlot(court, input.time) : undefined;
  if (!court || !window) throw new BusinessError(AvailabilityMessages.slotNotFound);
  if (hoursUntil(input.date, window.slotTime, timeZone) < 0) throw new BusinessError(BookingActionMessages.reschedulePast);
  const phone = normalizePhone(input.customer.mobile, input.customer.countryCode);
  if (!phone) throw new BusinessError(CheckoutMessages.invalidMobile);
  const { grossMinor } = await priceAt(tx, a.clubId, court, input.date, window.start, window.end);
  // The price the customer pays: GST on top when the club's prices exclude it (ADR 0082).
  const { tax } = await loadClub(tx, a.clubId);
  const today = todayIn(timeZone);
  const courtTax = saleTaxOf(tax, tax.court, today);
  const priceMinor = grossMinor + taxOnTop(grossMinor, courtTax.rateBp, courtTax.interState);
  const paid = toMinorUnits(input.paidAmount);
  if (paid > priceMinor) throw new BusinessError(M.paidTooMuch);

  // Fair-use limits (ADR 0078), the customer's lock before the court's; the marketplace cannot override.
  const broken = await brokenLimits(tx, {
    clubId: a.clubId,
    timeZone,
    activityId: activity.id,
    activityName: activity.name,
    customer: { name: input.customer.name.trim(), countryCode: phone.countryCode, mobile: phone.mobile },
    slots: [{ courtId: court.id, date: input.date, slotTime: window.slotTime, endTime: window.endTime }],
    where: 'marketplace',
  });
  if (broken.length > 0) throw new BusinessError(broken.join('. '));
  // No-show strikes (ADR 0081): the same rule as the desk's; online there is no override.
  const strikes = await strikesOf(tx, { clubId: a.clubId, timeZone }, phone);
  if (strikes) throw new BusinessError(strikeMessages.marketplace(input.customer.name.trim(), strikes));

  const brothers = await brothersOf(tx, a.clubId, court.id);
  await lockConflictKeys(tx, [{ courtId: court.id, brothers, date: input.date }]);
  // The booking, its slot, its court time, the provider's money row and the day's change row:
  // one statement (ledger/booking-create.ts).
  const [booking] = await createBookings(
    tx,
    {
      clubId: a.clubId,
      party: {
        memberId: null,
        customerId: null,
        name: input.customer.name.trim(),
        countryCode: phone.countryCode,
        mobile: phone.mobile,
        email: input.customer.email ?? null,
        remarks: null,
        place: a.place,
        handler: a.name,
        userId: null,
        isMarketplace: true,
        courtTax,
      },
      bookings: [
        {
          date: input.date,
          activityId: activity.id,
          startTime: window.slotTime,
          endTime: window.endTime,
          slotCount: 1,
          grossMinor,
        },
      ],
      slots: [
        {
          booking: input.date,
          courtId: court.id,
          date: input.date,
          slotTime: window.slotTime,
          endTime: window.endTime,
          count: 1,
          grossMinor,
          priceMinor: grossMinor,
        },
      ],
      courtTime: [
        {
          courtId: court.id,
          date: input.date,
          slotTime: window.slotTime,
          start: window.start,
          end: window.end,
          activityId: activity.id,
          exclusive: true,
          count: 1,
        },
      ],
      brothers: new Map([[court.id, brothers]]),
    },
    [
      sql`paid AS (${insertTransactionsSql(
        [
          {
            clubId: a.clubId,
            type: TransactionType.singleBooking,
            mode: paid > 0 ? 3 : 0,
            amountMinor: paid,
            target: 'court',
            handler: a.name,
            place: a.place,
            userId: null,
          },
        ],
        { bookingId: sql`(SELECT id FROM b)` },
      )})`,
      sql`logged AS (${changeSql(a.clubId, activity.id, input.date, 'booking')})`,
      // Demo bookings are seeded without a key: they have no seller.
      ...(a.keyId
        ? [
            sql`sold_by AS (INSERT INTO marketplace_bookings (booking_id, club_id, key_id) SELECT id, ${a.clubId}::int, ${a.keyId}::int FROM b)`,
          ]
        : []),
    ],
  );
  const bookingId = booking.id;
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: bookingId,
    action: 'create',
    actor: { userId: null, name: a.name },
    after: { price: toMajor(priceMinor), paid: toMajor(paid) },
  });
  // A registered club's tax invoice for the sale, in its transaction and last (ADR 0082).
  await issueBookingInvoice(tx, { clubId: a.clubId, tax, bookingId, date: today, handler: a.name });
  return { bookingId, price: toMajor(priceMinor) };
}
