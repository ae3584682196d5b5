import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { AvailabilityMessages } from '../../../contract/availability';
import { BookingActionMessages } from '../../../contract/booking-actions';
import { CheckoutMessages } from '../../../contract/checkout';
import { TransactionType } from '../../../contract/codes';
import { MarketplaceMessages as M, type marketplaceBookingRequest } from '../../../contract/marketplace';
import { BusinessError } from '../../core/business-error';
import { brothersOf, findActivity, findCourt } from '../../core/club-context';
import { findSlot } from '../../core/court-slots';
import { lockConflictKeys, occupy, recordChange, sweepExpiredHolds } from '../../ledger/occupancy';
import { normalizePhone } from '../../core/phone';
import { recordTransactions } from '../../ledger/money-rows';
import { recordHistory } from '../../ledger/history';
import { toMajor } from '../../core/money';
import { hoursUntil } from '../../core/club-clock';
import { toMinorUnits } from '../../../contract/money-round';
import { priceAt } from '../bookings/reschedule-place';
import type { BookingActor } from '../../core/actor';

type Input = z.infer<typeof marketplaceBookingRequest>;

/**
 * A booking sold by the marketplace: one court slot taken through the occupancy constraint,
 * flagged isMarketplaceBooking, with the money the provider collected (none = pay later).
 */
export async function createMarketplaceBooking(
  tx: Tx,
  a: BookingActor,
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
  const paid = toMinorUnits(input.paidAmount);
  if (paid > grossMinor) throw new BusinessError(M.paidTooMuch);

  await sweepExpiredHolds(tx, a.clubId);
  const brothers = await brothersOf(tx, a.clubId, court.id);
  await lockConflictKeys(tx, [{ courtId: court.id, brothers, date: input.date }]);
  const booking = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO bookings (club_id, activity_id, booking_date, start_time, end_time, slot_count, customer_name, customer_country_code,
          customer_mobile, customer_email, court_gross_minor, is_marketplace, place, handler)
        VALUES (${a.clubId}, ${activity.id}, ${input.date}, ${window.slotTime}, ${window.endTime}, 1, ${input.customer.name.trim()},
          ${phone.countryCode}, ${phone.mobile}, ${input.customer.email ?? null}, ${grossMinor}, true, ${a.place}, ${a.name})
        RETURNING id`,
  );
  const bookingId = booking!.id;
  const slot = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO booking_slots (club_id, booking_id, court_id, slot_date, slot_time, end_time, count, gross_minor, price_minor)
        VALUES (${a.clubId}, ${bookingId}, ${court.id}, ${input.date}, ${window.slotTime}, ${window.endTime}, 1, ${grossMinor}, ${grossMinor})
        RETURNING id`,
  );
  await occupy(tx, {
    clubId: a.clubId,
    activityId: activity.id,
    courtId: court.id,
    brothers,
    date: input.date,
    start: window.start,
    end: window.end,
    kind: 'booking',
    exclusive: true,
    bookingId,
    bookingSlotId: slot!.id,
    keysLocked: true,
  });
  await recordTransactions(tx, [
    {
      clubId: a.clubId,
      type: TransactionType.singleBooking,
      mode: paid > 0 ? 3 : 0,
      amountMinor: paid,
      target: 'court',
      bookingId,
      handler: a.name,
      place: a.place,
      userId: null,
    },
  ]);
  await recordChange(tx, a.clubId, activity.id, input.date, 'booking');
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: bookingId,
    action: 'create',
    actor: { userId: null, name: a.name },
    after: { price: toMajor(grossMinor), paid: toMajor(paid) },
  });
  return { bookingId, price: toMajor(grossMinor) };
}
