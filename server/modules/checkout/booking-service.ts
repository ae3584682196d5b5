import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { CheckoutMessages } from '../../../contract/checkout';
import { CartMessages } from '../../../contract/cart';
import { STAFF_PLACE, TransactionType } from '../../../contract/codes';
import { BusinessError } from '../availability/business-error';
import type { ClubContext } from '../availability/catalog';
import { firstRow } from '../../db/rows';
import { recordTransactions } from '../money/record';
import { lockConflictKeys, lockGroupSlot, sweepExpiredHolds } from '../availability/occupancy';
import { closeCart, insertBookingExtras, insertBookingWithSlots } from './booking-writes';
import { endMinutesOf, minutesOf } from '../pricing/dates';
import { loadCartExtras, loadCartSlots, lockCart, type CartSlotRow } from '../cart/repository';
import { cartTotals } from '../cart/totals';
import type { CartOwner } from '../cart/owner';
import { findMemberByPhone } from '../customers/service';
import type { CheckoutInput } from './validate';
import { queueBookingNotifications } from './notifications';
import { recordCouponUse, takeCoupon } from '../coupons/redeem';
import { todayIn } from '../availability/local-time';
import { assertRentalStock, rentalWindow } from '../addons/rental-limit';

/** Who books, at which terminal (the session whose cart is checked out). */
export interface Staff extends CartOwner {
  username: string;
}

/** Slot end in minutes of its own day (an end of 00:00 is midnight). */
function slotWindow(s: CartSlotRow) {
  const start = minutesOf(s.slotTime);
  return { start, end: endMinutesOf(s.endTime) <= start ? 1440 : endMinutesOf(s.endTime) };
}

export async function saveCustomer(tx: Tx, clubId: number, input: CheckoutInput): Promise<number> {
  const row = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO customers (club_id, name, country_code, mobile, email, unique_id, company, additional_info)
        VALUES (${clubId}, ${input.name}, ${input.phone.countryCode}, ${input.phone.mobile}, ${input.email},
                ${input.uniqueId}, ${input.company}, ${input.additionalInfo})
        ON CONFLICT (club_id, country_code, mobile) DO UPDATE SET name = EXCLUDED.name,
          email = COALESCE(EXCLUDED.email, customers.email), unique_id = COALESCE(EXCLUDED.unique_id, customers.unique_id),
          company = COALESCE(EXCLUDED.company, customers.company),
          additional_info = COALESCE(EXCLUDED.additional_info, customers.additional_info)
        RETURNING id`,
  );
  return row!.id;
}

/**
 * Turns the desk's cart into a booking in the caller's transaction: the booking, its slots
 * (the cart's holds become booking occupancy, re-taken if a hold ran out), its extras, the
 * payment transaction, credits redeemed, the customer record, outbox messages and change rows.
 */
export async function createBooking(tx: Tx, club: ClubContext, staff: Staff, input: CheckoutInput): Promise<number> {
  const { clubId } = club;
  const cart = await lockCart(tx, clubId, staff);
  const slots = (await loadCartSlots(tx, clubId, cart.id)).sort(
    (a, b) => a.courtId - b.courtId || a.slotDate.localeCompare(b.slotDate) || a.slotTime.localeCompare(b.slotTime),
  );
  if (slots.length === 0) throw new BusinessError(CheckoutMessages.cartEmpty);
  const extras = await loadCartExtras(tx, clubId, cart.id);
  const { totals, priced } = cartTotals(cart, slots, extras);
  // A coupon's use is taken before any court lock (one lock order for every booking); its
  // discount joins the club discount on the booking (coupon_redemptions says how much).
  const coupon = input.coupon
    ? await takeCoupon(tx, clubId, input.coupon, { slots, slotsNetMinor: totals.slotsNet, today: todayIn(club.timeZone) })
    : null;
  const couponMinor = coupon?.discountMinor ?? 0;
  if (input.advanceMinor > totals.slotsNet - couponMinor) throw new BusinessError(CheckoutMessages.advanceTooHigh);

  const member = await findMemberByPhone(tx, clubId, input.phone, true);
  if (totals.credits > 0) {
    if (!member || member.id !== cart.creditsMemberId) throw new BusinessError(CheckoutMessages.creditsMobileChanged);
    if (member.credits < totals.credits) throw new BusinessError(CheckoutMessages.creditsNotEnough);
  }
  const customerId = member ? null : await saveCustomer(tx, clubId, input);

  // The cart's own holds give way to the booking's rows; expired ones of others go too.
  await tx.execute(sql`DELETE FROM occupancy WHERE club_id = ${clubId} AND cart_slot_id IN (
    SELECT id FROM cart_slots WHERE club_id = ${clubId} AND cart_id = ${cart.id})`);
  await sweepExpiredHolds(tx, clubId);

  // Every conflict key of the whole cart, locked at once in one order (see lockConflictKeys).
  // Brothers in both directions, as loadCartSlots read them in this transaction (see brothersOf).
  const brothers = new Map<number, number[]>();
  for (const s of slots) if (s.activityType === 0) brothers.set(s.courtId, s.courtBrothers);
  await lockConflictKeys(tx, slots.filter((s) => s.activityType === 0).map((s) => ({ courtId: s.courtId, brothers: brothers.get(s.courtId)!, date: s.slotDate })));

  // Group slots: places are counted under their slot's lock before anything is written.
  for (const s of slots) {
    if (s.activityType !== 1) continue;
    const w = slotWindow(s);
    const { used, blocked } = await lockGroupSlot(tx, s.courtId, s.slotDate, w.start, w.end);
    if (blocked || used + s.count > s.maxSlotCount) throw new BusinessError(CartMessages.slotUnavailable);
  }

  const first = [...slots].sort((a, b) => a.slotDate.localeCompare(b.slotDate) || a.slotTime.localeCompare(b.slotTime))[0];
  const sameDay = slots.filter((s) => s.slotDate === first.slotDate);
  const bookingValues = sql`INSERT INTO bookings (club_id, activity_id, booking_date, start_time, end_time, slot_count, member_id, customer_id,
          customer_name, customer_country_code, customer_mobile, customer_email, remarks, court_gross_minor,
          volume_discount_minor, club_discount_minor, credits_minor, place, handler, user_id)
        VALUES (${clubId}, ${first.activityId}, ${first.slotDate}, ${first.slotTime},
          ${sameDay.map((s) => s.endTime).sort((a, b) => endMinutesOf(a) - endMinutesOf(b)).at(-1)},
          ${slots.reduce((n, s) => n + s.count, 0)}, ${member?.id ?? null}, ${customerId}, ${input.name},
          ${input.phone.countryCode}, ${input.phone.mobile}, ${input.email}, ${input.remarks}, ${totals.slotsGross},
          ${totals.volumeDiscount}, ${totals.clubDiscount + couponMinor}, ${totals.credits}, ${STAFF_PLACE}, ${staff.username}, ${staff.userId})`;
  // Booking, slots and occupancy in one statement (booking-writes.ts): the conflict keys are
  // already locked, so an overlap here is a clean 23P01.
  const bookingId = await insertBookingWithSlots(
    tx,
    clubId,
    bookingValues,
    slots.map((s, i) => ({ slot: s, grossMinor: priced[i].grossMinor, netMinor: priced[i].netMinor, ...slotWindow(s), brothers: brothers.get(s.courtId) ?? [] })),
  );
  if (coupon) await recordCouponUse(tx, clubId, coupon.codeId, bookingId, couponMinor, { userId: staff.userId, name: staff.username });
  const rent = rentalWindow(slots)!;
  await assertRentalStock(tx, clubId, rent.date, rent.start, rent.end, extras);
  await insertBookingExtras(tx, clubId, bookingId, extras);

  // The booking's payment row is written even with no advance (mode 0): it records who booked.
  const payment = { clubId, type: TransactionType.singleBooking, bookingId, memberId: member?.id ?? null,
    handler: staff.username, place: STAFF_PLACE, userId: staff.userId };
  await recordTransactions(tx, [
    { ...payment, mode: input.mode, amountMinor: input.advanceMinor, target: 'court' },
    ...extras.filter((e) => e.advanceMinor > 0).map((e) => ({ ...payment, mode: e.mode, amountMinor: e.advanceMinor, target: 'extras' as const })),
  ]);
  if (totals.credits > 0 && member) {
    await tx.execute(sql`INSERT INTO member_credit_entries (club_id, member_id, amount_minor, reason, booking_id)
      VALUES (${clubId}, ${member.id}, ${-totals.credits}, 'redeem', ${bookingId})`);
  }

  const balanceMinor =
    totals.slotsNet - couponMinor - input.advanceMinor + totals.extrasNet - extras.reduce((n, e) => n + e.advanceMinor, 0);
  await queueBookingNotifications(tx, club, { bookingId, input, first, balanceMinor });

  const days = new Map(slots.map((s) => [`${s.activityId}|${s.slotDate}`, { activityId: s.activityId, date: s.slotDate }]));
  await closeCart(tx, clubId, cart.id, [...days.values()]);
  return bookingId;
}
