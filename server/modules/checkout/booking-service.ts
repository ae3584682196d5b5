import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { CheckoutMessages, type CheckoutRequest } from '../../../contract/checkout';
import { CartMessages } from '../../../contract/cart';
import { STAFF_PLACE, TransactionType } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import { firstRow } from '../../db/rows';
import { groupSlotUsage, releaseHoldsAndLock } from '../../ledger/occupancy';
import { refuseRecordedUtr } from '../../ledger/money-rows';
import { writeBooking } from './booking-writes';
import { lockCartAndClub, readCheckout } from './checkout-read';
import { endMinutesOf, minutesOf } from '../../core/dates';
import type { CartSlotRow } from '../cart/repository';
import { cartTotals } from '../cart/totals';
import type { CartOwner } from '../../core/hold-owner';
import { checkSpend, lockCreditPayer } from '../members/credits';
import { validateCheckout, type CheckoutInput } from './validate';
import { applyMemberRates, memberRateDates } from '../pricing/member-rate';
import { queueBookingNotifications } from './notifications';
import { fairUseGate } from './fair-use-gate';
import { recordFairUseOverride } from '../fair-use/override';
import { recordStrikeOverride, strikeGate } from './strike-gate';
import { recordCouponUse, takeCoupon } from '../coupons/redeem';
import { todayIn } from '../../core/local-time';
import { assertRentalStock, rentalWindow } from '../addons/rental-limit';
import type { BookingParty, BookingSet } from '../../ledger/booking-create';
import { issueBookingInvoice } from '../../ledger/tax-booking';
import { addonCodeOf, saleTaxOf } from '../../ledger/tax-on-top';
import { taxOnTop } from '../../../contract/gst-amounts';

/** Who books, at which terminal (the session whose cart is checked out). */
export interface Staff extends CartOwner {
  username: string;
  /** An admin of the club (may override a fair-use limit with a reason, ADR 0078). */
  isAdmin?: boolean;
}

/** Slot end in minutes of its own day (an end of 00:00 is midnight). */
function slotWindow(s: CartSlotRow) {
  const start = minutesOf(s.slotTime);
  return { start, end: endMinutesOf(s.endTime) <= start ? 1440 : endMinutesOf(s.endTime) };
}

/** The upsert of a non-member's customer row by phone (RETURNING id), for a statement to run or embed. */
function upsertCustomerSql(clubId: number, input: CheckoutInput): SQL {
  return sql`INSERT INTO customers (club_id, name, country_code, mobile, email, unique_id, company, additional_info)
        VALUES (${clubId}, ${input.name}, ${input.phone.countryCode}, ${input.phone.mobile}, ${input.email},
                ${input.uniqueId}, ${input.company}, ${input.additionalInfo})
        ON CONFLICT (club_id, country_code, mobile) DO UPDATE SET name = EXCLUDED.name,
          email = COALESCE(EXCLUDED.email, customers.email), unique_id = COALESCE(EXCLUDED.unique_id, customers.unique_id),
          company = COALESCE(EXCLUDED.company, customers.company),
          additional_info = COALESCE(EXCLUDED.additional_info, customers.additional_info)
        RETURNING id`;
}

export async function saveCustomer(tx: Tx, clubId: number, input: CheckoutInput): Promise<number> {
  const row = await firstRow<{ id: number }>(tx, upsertCustomerSql(clubId, input));
  return row!.id;
}

/**
 * Turns the desk's cart into a booking in the caller's transaction: the booking, its slots
 * (the cart's holds become booking occupancy, re-taken if a hold ran out), its extras, the
 * payment transaction, credits redeemed, the customer record, outbox messages and change rows.
 *
 * Round trips (issue 14, ADR 0039): lock the cart and read the club; read cart, add-ons and
 * member at once; take court time (own holds deleted, dead holds swept, every lock taken) in one
 * statement; write everything in one statement. A coupon, credits, group slots, rental add-ons
 * and messages each add one or two statements, only when the cart has them.
 */
export async function createBooking(tx: Tx, clubId: number, staff: Staff, body: CheckoutRequest): Promise<number> {
  const { cart, club } = await lockCartAndClub(tx, clubId, staff);
  // The checkout rules that need no database, against the club's settings read with the cart.
  const checked = validateCheckout(body, club);
  if (!checked.ok) throw new BusinessError(checked.message);
  const { input } = checked;
  const read = await readCheckout(tx, clubId, cart.id, input.phone);
  const extras = read.extras;
  const slots = read.slots.sort(
    (a, b) => a.courtId - b.courtId || a.slotDate.localeCompare(b.slotDate) || a.slotTime.localeCompare(b.slotTime),
  );
  if (slots.length === 0) throw new BusinessError(CheckoutMessages.cartEmpty);
  // Member or guest prices by this checkout's customer (ADR 0075); a discount or credits entered
  // for a total the cart no longer has are refused rather than silently kept.
  const memberDates = await memberRateDates(
    tx,
    clubId,
    read.member?.id ?? null,
    club.memberPricing,
    slots.map((s) => s.slotDate),
  );
  // Only a change of what is charged counts: a member of a class without member prices pays the
  // guest price, and the discount and credits entered for it still hold.
  const chargedBefore = cartTotals(cart, slots, extras).totals.slotsNet;
  const moved = applyMemberRates(slots, memberDates).length > 0;
  const { totals, priced } = cartTotals(cart, slots, extras);
  if (moved && totals.slotsNet !== chargedBefore && (cart.clubDiscountMinor > 0 || cart.creditsMinor > 0)) {
    throw new BusinessError(CheckoutMessages.pricesChanged);
  }
  // Fair-use limits (ADR 0078): the customer's lock is taken here, right after the cart's and
  // before the coupon's, member's and court time's, so racing desks count each other's booking.
  const fairUse = await fairUseGate(
    tx,
    club,
    staff,
    body,
    { name: input.name, phone: input.phone, memberId: read.member?.id ?? null },
    slots,
  );
  // No-show strikes (ADR 0081): read once, in this transaction; they need no lock of their own.
  const strikes = await strikeGate(tx, club, body, { name: input.name, phone: input.phone, memberId: read.member?.id ?? null });
  // After the cart's lock, a coupon's use is taken before any other (one lock order for every
  // booking: cart, fair-use customer, coupon, member, court keys, rental stock, customer); its discount joins the
  // club discount on the booking (coupon_redemptions says how much).
  const coupon = input.coupon
    ? await takeCoupon(tx, clubId, input.coupon, { slots, slotsNetMinor: totals.slotsNet, today: todayIn(club.timeZone) })
    : null;
  const couponMinor = coupon?.discountMinor ?? 0;
  // Prices that exclude GST (ADR 0082): the rate is fixed now, and the court line owes its value
  // after every discount plus the tax on it (ledger/balances.ts derives the same figure).
  const today = todayIn(club.timeZone);
  const courtTax = saleTaxOf(club.tax, club.tax.court, today);
  const courtTaxMinor = taxOnTop(
    Math.max(0, totals.slotsAfterVolume - totals.clubDiscount - couponMinor),
    courtTax.rateBp,
    courtTax.interState,
  );
  if (input.advanceMinor > totals.slotsNet - couponMinor + courtTaxMinor) throw new BusinessError(CheckoutMessages.advanceTooHigh);

  // Credits are checked against the balance read under the member's lock (two desks redeeming
  // one member's credits queue up); a booking without credits needs no lock on the member.
  const payer = totals.credits > 0 ? await lockCreditPayer(tx, clubId, { phone: input.phone }) : undefined;
  if (totals.credits > 0) {
    if (!payer || payer.id !== cart.creditsMemberId) throw new BusinessError(CheckoutMessages.creditsMobileChanged);
    checkSpend(payer, totals.credits, todayIn(club.timeZone));
  }
  const member = payer ?? read.member;

  // The cart's own holds give way to the booking's rows, expired ones of others go too, and every
  // conflict key of the whole cart and every group slot's lock is taken at once in one order.
  // Brothers in both directions, as readCheckout read them in this transaction (see brothersOf).
  const brothers = new Map<number, number[]>();
  for (const s of slots) if (s.activityType === 0) brothers.set(s.courtId, s.courtBrothers);
  const groups = slots.filter((s) => s.activityType === 1).map((s) => ({ courtId: s.courtId, date: s.slotDate, ...slotWindow(s) }));
  await releaseHoldsAndLock(
    tx,
    clubId,
    sql`cart_slot_id IN (SELECT id FROM cart_slots WHERE club_id = ${clubId} AND cart_id = ${cart.id})`,
    slots.filter((s) => s.activityType === 0).map((s) => ({ courtId: s.courtId, brothers: brothers.get(s.courtId)!, date: s.slotDate })),
    groups,
  );
  // Group slots: places are counted under their slots' locks before anything is written.
  const usage = await groupSlotUsage(tx, groups);
  const groupSlots = slots.filter((s) => s.activityType === 1);
  usage.forEach(({ used, blocked }, i) => {
    if (blocked || used + groupSlots[i].count > groupSlots[i].maxSlotCount) throw new BusinessError(CartMessages.slotUnavailable);
  });
  const rent = rentalWindow(slots)!;
  await assertRentalStock(tx, clubId, rent.date, rent.start, rent.end, extras);

  const first = [...slots].sort((a, b) => a.slotDate.localeCompare(b.slotDate) || a.slotTime.localeCompare(b.slotTime))[0];
  const sameDay = slots.filter((s) => s.slotDate === first.slotDate);
  const endTime = sameDay
    .map((s) => s.endTime)
    .sort((a, b) => endMinutesOf(a) - endMinutesOf(b))
    .at(-1)!;
  // The booking (a set of one, keyed by its date), its slots in cart order and their court time:
  // one row per slot and conflict key (ledger/booking-create.ts).
  const booking: BookingSet = {
    clubId,
    party: { ...deskParty(input, staff, member?.id ?? null, member ? null : sql`(SELECT id FROM cust)`), courtTax },
    bookings: [
      {
        date: first.slotDate,
        activityId: first.activityId,
        startTime: first.slotTime,
        endTime,
        slotCount: slots.reduce((n, s) => n + s.count, 0),
        grossMinor: totals.slotsGross,
        volumeDiscountMinor: totals.volumeDiscount,
        clubDiscountMinor: totals.clubDiscount + couponMinor,
        creditsMinor: totals.credits,
      },
    ],
    slots: slots.map((s, i) => ({
      booking: first.slotDate,
      courtId: s.courtId,
      date: s.slotDate,
      slotTime: s.slotTime,
      endTime: s.endTime,
      count: s.count,
      grossMinor: priced[i].grossMinor,
      priceMinor: priced[i].netMinor,
      memberRate: s.memberRate,
    })),
    courtTime: slots.map((s) => {
      const exclusive = s.activityType !== 1;
      return {
        courtId: s.courtId,
        date: s.slotDate,
        slotTime: s.slotTime,
        ...slotWindow(s),
        activityId: s.activityId,
        exclusive,
        count: exclusive ? 1 : s.count,
      };
    }),
    brothers,
  };
  // The booking's payment row is written even with no advance (mode 0): it records who booked.
  const payment = {
    clubId,
    type: TransactionType.singleBooking,
    memberId: member?.id ?? null,
    handler: staff.username,
    place: STAFF_PLACE,
    userId: staff.userId,
  };
  const days = new Map(slots.map((s) => [`${s.activityId}|${s.slotDate}`, { activityId: s.activityId, date: s.slotDate }]));
  // A recorded UTR is one bank payment: refused if the club has it already (no statement without one).
  if (input.utr)
    await refuseRecordedUtr(tx, [{ ...payment, mode: input.mode, utr: input.utr, amountMinor: input.advanceMinor, target: 'court' }]);
  // Customer, booking, slots, occupancy, add-ons, money, credits and the emptied cart: one
  // statement (booking-writes.ts). The locks are held, so an overlap here is a clean 23P01.
  const written = await writeBooking(tx, {
    clubId,
    cartId: cart.id,
    customer: member ? null : upsertCustomerSql(clubId, input),
    booking,
    extras: extras.map((e) => ({ ...e, taxRateBp: saleTaxOf(club.tax, addonCodeOf(club.tax, e.extraId), today).rateBp })),
    payments: [
      { ...payment, mode: input.mode, utr: input.utr ?? null, amountMinor: input.advanceMinor, target: 'court' },
      ...extras
        .filter((e) => e.advanceMinor > 0)
        .map((e) => ({ ...payment, mode: e.mode, amountMinor: e.advanceMinor, target: 'extras' as const })),
    ],
    credits: totals.credits > 0 && member ? { memberId: member.id, amountMinor: totals.credits } : null,
    days: [...days.values()],
  });
  const bookingId = written.id;
  if (fairUse) await recordFairUseOverride(tx, clubId, 'booking', bookingId, { userId: staff.userId, name: staff.username }, fairUse);
  if (strikes) await recordStrikeOverride(tx, clubId, bookingId, staff, strikes);
  if (coupon) await recordCouponUse(tx, clubId, coupon.codeId, bookingId, couponMinor, { userId: staff.userId, name: staff.username });

  const extrasTaxMinor = extras.reduce((n, e) => {
    const t = saleTaxOf(club.tax, addonCodeOf(club.tax, e.extraId), today);
    return n + taxOnTop(e.priceMinor * e.quantity - e.discountMinor, t.rateBp, t.interState);
  }, 0);
  const balanceMinor =
    totals.slotsNet -
    couponMinor +
    courtTaxMinor -
    input.advanceMinor +
    totals.extrasNet +
    extrasTaxMinor -
    extras.reduce((n, e) => n + e.advanceMinor, 0);
  await queueBookingNotifications(tx, club, { bookingId, checkinSecret: written.checkinSecret, input, first, balanceMinor });
  // A registered club's tax invoice, in this transaction and last: the series row is the last lock (ADR 0082).
  await issueBookingInvoice(tx, { clubId, tax: club.tax, bookingId, date: today, handler: staff.username });
  return bookingId;
}

/** Who a desk booking is for and who took it: the checkout's customer fields and the desk person (single and pattern bookings). */
export function deskParty(
  input: CheckoutInput,
  staff: Staff,
  memberId: number | null,
  customerId: BookingParty['customerId'],
  patternId: number | null = null,
): BookingParty {
  return {
    memberId,
    customerId,
    name: input.name,
    countryCode: input.phone.countryCode,
    mobile: input.phone.mobile,
    email: input.email,
    remarks: input.remarks,
    place: STAFF_PLACE,
    handler: staff.username,
    userId: staff.userId,
    patternId,
    customerGstin: input.gstin,
  };
}
