import type { Cart } from '../../../contract/cart';
import { priceCart } from '../pricing/engine';
import { toMajor } from '../../core/money';
import type { CartExtraRow, CartRow, CartSlotRow } from './repository';
import type { ClubContext } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { addonCodeOf, saleTaxOf } from '../../ledger/tax-on-top';

/** The rates a checkout now would fix on top of the prices (the checkout's own rule, booking-service.ts); none when prices include tax. */
function gstOnTopOf(club: ClubContext, extras: CartExtraRow[]): Pick<Cart, 'gstOnTop'> {
  if (!club.tax.registered || club.tax.pricesIncludeTax) return {};
  const today = todayIn(club.timeZone);
  const court = saleTaxOf(club.tax, club.tax.court, today);
  return {
    gstOnTop: {
      courtRateBp: court.rateBp,
      extrasRateBp: extras.map((e) => saleTaxOf(club.tax, addonCodeOf(club.tax, e.extraId), today).rateBp),
      interState: court.interState,
    },
  };
}

export interface CartTotalsMinor {
  slotsGross: number;
  volumeDiscount: number;
  /** Slots after volume discounts, before club discount and credits. */
  slotsAfterVolume: number;
  clubDiscount: number;
  credits: number;
  slotsNet: number;
  extrasGross: number;
  extrasDiscount: number;
  extrasNet: number;
  cartPrice: number;
  netPrice: number;
}

/** Totals in minor units (definitions in contract/cart.ts, cartSchema). */
export function cartTotals(cart: CartRow | undefined, slots: CartSlotRow[], extras: CartExtraRow[]) {
  const priced = priceCart(slots);
  const slotsGross = priced.reduce((s, p) => s + p.grossMinor, 0);
  const slotsAfterVolume = priced.reduce((s, p) => s + p.netMinor, 0);
  const clubDiscount = cart?.clubDiscountMinor ?? 0;
  const credits = cart?.creditsMinor ?? 0;
  const extrasGross = extras.reduce((s, e) => s + e.priceMinor * e.quantity, 0);
  const extrasDiscount = extras.reduce((s, e) => s + e.discountMinor, 0);
  const totals: CartTotalsMinor = {
    slotsGross,
    volumeDiscount: slotsGross - slotsAfterVolume,
    slotsAfterVolume,
    clubDiscount,
    credits,
    slotsNet: Math.max(0, slotsAfterVolume - clubDiscount - credits),
    extrasGross,
    extrasDiscount,
    extrasNet: extrasGross - extrasDiscount,
    cartPrice: slotsAfterVolume + extrasGross,
    netPrice: slotsAfterVolume + extrasGross - clubDiscount - credits,
  };
  return { totals, priced };
}

export function cartView(
  cart: CartRow | undefined,
  slots: CartSlotRow[],
  extras: CartExtraRow[],
  availableCreditsMinor: number,
  creditsMobile: string | null,
  club?: ClubContext,
): Cart {
  const { totals, priced } = cartTotals(cart, slots, extras);
  return {
    slots: slots.map((s, i) => ({
      cartedSlotId: s.id,
      activityId: s.activityId,
      activityName: s.activityName,
      activityType: s.activityType,
      courtId: s.courtId,
      courtName: s.courtName,
      courtBrothers: s.courtBrothers,
      slotDate: s.slotDate,
      slotTime: s.slotTime,
      endTime: s.endTime,
      count: s.count,
      price: toMajor(priced[i].netMinor),
      grossPrice: toMajor(priced[i].grossMinor),
      memberRate: s.memberRate,
      guestPrice: toMajor(s.unitPriceMinor * s.count),
      // Places this cart still holds: 0 once the hold has expired (checkout retries it).
      available: s.holdLive ? s.count : 0,
      blocked: false,
      blockingId: null,
      slotDiscount: s.slotDiscount,
      holdExpiresAt: new Date(s.holdExpiresAtMs).toISOString(),
      holdSecondsLeft: s.holdLive ? Math.max(1, s.holdSecondsLeft) : 0,
    })),
    extras: extras.map((e) => ({
      cartedExtraId: e.id,
      extraId: e.extraId,
      name: e.name,
      price: toMajor(e.priceMinor),
      quantity: e.quantity,
      isRent: e.isRent,
      advance: toMajor(e.advanceMinor),
      discount: toMajor(e.discountMinor),
      mode: e.mode,
      useCredits: e.useCredits,
    })),
    cartingType: slots[0]?.activityType ?? null,
    cartPrice: toMajor(totals.cartPrice),
    slotsGrossPrice: toMajor(totals.slotsGross),
    slotsNetPrice: toMajor(totals.slotsNet),
    extrasGrossPrice: toMajor(totals.extrasGross),
    extrasNetPrice: toMajor(totals.extrasNet),
    volumeDiscount: toMajor(totals.volumeDiscount),
    clubDiscount: toMajor(totals.clubDiscount),
    credits: toMajor(totals.credits),
    netPrice: toMajor(totals.netPrice),
    totalSlotCount: slots.reduce((n, s) => n + s.count, 0),
    customerAvailableCredits: toMajor(availableCreditsMinor),
    creditsMobile,
    memberPricing: (cart?.priceMemberId ?? null) !== null,
    ...(club ? { gstRegistered: club.tax.registered, ...gstOnTopOf(club, extras) } : {}),
  };
}
