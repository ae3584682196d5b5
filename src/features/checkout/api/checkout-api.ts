import { checkoutReply, type CheckoutRequest } from '../../../../contract/checkout';
import { api } from '../../../lib/api/client';
import { fetchOfferedAddons } from '../../../lib/offered-addons';
import { adjustCart } from '../../../lib/cart/cart-api';
import { useCartStore } from '../../../lib/cart/cart-store';

export const discountApi = {
  apply: (discountAmount: number) => adjustCart('/club/discount/apply', { discountAmount }),
  /** `quiet` for resets the person did not ask for (leftovers of an earlier checkout). */
  reset: (quiet = false) => adjustCart('/club/discount/reset', {}, quiet),
};

export const creditsApi = {
  redeem: (body: { credits: number; memberPin: string; mobile: string; countryCode: string; advance: number }) =>
    adjustCart('/club/credits/redeem', body),
  reset: (quiet = false) => adjustCart('/club/credits/reset', {}, quiet),
};

/** A new mobile number: the credits and discount were for the previous customer (spec 1 §4). */
export async function resetCartAdjustments(): Promise<void> {
  const cart = useCartStore.getState().cart;
  if ((cart?.credits ?? 0) > 0) await creditsApi.reset();
  if ((cart?.clubDiscount ?? 0) > 0) await discountApi.reset();
}

/** The add-ons a desk can sell with this cart: the same list Booking Details' Add Add-ons offers. */
export async function fetchAddons(activityId: number | null, signal?: AbortSignal) {
  return (await fetchOfferedAddons(activityId, signal)) ?? [];
}

/** POST /api/booking with the attempt's Idempotency-Key (DESIGN: creating writes). */
export function confirmBooking(payload: CheckoutRequest, idempotencyKey: string) {
  return api.post('/booking', payload, { schema: checkoutReply, idempotencyKey, present: { success: true, failure: 'error' } });
}
