import { create } from 'zustand';
import type { Cart } from '../../../../contract/cart';

export interface AppliedCoupon {
  code: string;
  discount: number;
  /** The cart it was checked against: any change of the cart asks for a new check. */
  cartKey: string;
}

interface CouponState {
  applied: AppliedCoupon | null;
  set(applied: AppliedCoupon): void;
  clear(): void;
}

/** The checkout's coupon: checked by the server, sent with the booking (spec 1 §3 `coupon`). */
export const useCouponStore = create<CouponState>((set) => ({
  applied: null,
  set: (applied) => set({ applied }),
  clear: () => set({ applied: null }),
}));

/** The code to send with the booking, or null. */
export function couponForPayload(): string | null {
  return useCouponStore.getState().applied?.code ?? null;
}

/** What the coupon was checked against: slots and the net the discount came from. */
export function cartKeyOf(cart: Pick<Cart, 'slots' | 'slotsNetPrice'>): string {
  return `${cart.slots.map((s) => s.cartedSlotId).join(',')}|${cart.slotsNetPrice}`;
}

/** The applied coupon's discount for this cart (0 when none, or when it was checked against another cart). */
export function couponDiscountFor(applied: AppliedCoupon | null, cart: Pick<Cart, 'slots' | 'slotsNetPrice'>): number {
  return applied && applied.cartKey === cartKeyOf(cart) ? applied.discount : 0;
}

/** The summary, the advance rules and the confirm check all take the coupon off the same way. */
export function useCouponDiscount(cart: Pick<Cart, 'slots' | 'slotsNetPrice'>): number {
  return couponDiscountFor(
    useCouponStore((s) => s.applied),
    cart,
  );
}
