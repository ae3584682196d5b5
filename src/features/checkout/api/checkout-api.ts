import type { CheckoutRequest } from '../../../../contract/checkout';
import type { CustomerLookup } from '../../../domain/checkout/checkout-types';
import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';
import { fetchOfferedAddons } from '../../../lib/offered-addons';
import { adjustPresent, settleCart } from '../../../lib/cart/cart-api';
import { useCartStore } from '../../../lib/cart/cart-store';

const e = endpoints.checkout;

export const discountApi = {
  apply: async (discountAmount: number) => settleCart(await api.call(e.discountApply, { discountAmount }, { present: adjustPresent() })),
  /** `quiet` for resets the person did not ask for (leftovers of an earlier checkout). */
  reset: async (quiet = false) => settleCart(await api.call(e.discountReset, {}, { present: adjustPresent(quiet) })),
};

export const creditsApi = {
  redeem: async (body: { credits: number; memberPin: string; mobile: string; countryCode: string; advance: number }) =>
    settleCart(await api.call(e.creditsRedeem, body, { present: adjustPresent() })),
  reset: async (quiet = false) => settleCart(await api.call(e.creditsReset, {}, { present: adjustPresent(quiet) })),
};

/** A new mobile number: the credits and discount were for the previous customer (spec 1 §4). */
export async function resetCartAdjustments(): Promise<void> {
  const cart = useCartStore.getState().cart;
  if ((cart?.credits ?? 0) > 0) await creditsApi.reset();
  if ((cart?.clubDiscount ?? 0) > 0) await discountApi.reset();
}

/**
 * The customer is known: the cart is priced for them, at member prices where they are a member at
 * the slot's date (ADR 0075). The server drops a discount or credits entered for the old total.
 * Anyone else takes a cart priced for a member back to guest prices.
 */
export async function priceCartFor(lookup: CustomerLookup) {
  const d = lookup.customerDetails;
  if (lookup.isMember && d) {
    const body = { mobile: d.customerMobile, countryCode: d.customerCountryCode };
    return settleCart(await api.call(endpoints.cart.customer, body, { present: { success: true, failure: 'warning' } }));
  }
  if (useCartStore.getState().cart?.memberPricing) {
    return settleCart(await api.call(endpoints.cart.customer, { mobile: '' }, { present: { silent: true } }));
  }
  return null;
}

/** The add-ons a desk can sell with this cart: the same list Booking Details' Add Add-ons offers. */
export async function fetchAddons(activityId: number | null, signal?: AbortSignal) {
  return (await fetchOfferedAddons(activityId, signal)) ?? [];
}

/** POST /api/booking with the attempt's Idempotency-Key (DESIGN: creating writes). */
export function confirmBooking(payload: CheckoutRequest, idempotencyKey: string) {
  return api.call(e.book, payload, { idempotencyKey, present: { success: true, failure: 'error' } });
}
