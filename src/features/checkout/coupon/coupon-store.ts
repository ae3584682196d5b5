import { create } from 'zustand';

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
