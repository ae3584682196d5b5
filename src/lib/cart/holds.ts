import { useEffect, useState } from 'react';
import type { Cart, CartSlot } from '../../../contract/cart';
import { useCartStore } from './cart-store';

/**
 * When a slot's hold ends on this device's clock: the server's seconds left, counted from when
 * its answer arrived (so a desk clock that is off does not matter). 0 = no longer held.
 */
export function holdEndsAt(slot: Pick<CartSlot, 'holdSecondsLeft'>, receivedAt: number): number {
  return slot.holdSecondsLeft > 0 ? receivedAt + slot.holdSecondsLeft * 1000 : 0;
}

export function holdExpired(slot: Pick<CartSlot, 'holdSecondsLeft'>, receivedAt: number, now: number): boolean {
  return slot.holdSecondsLeft <= 0 || now >= holdEndsAt(slot, receivedAt);
}

/** The cart's slots whose hold has run out (by the server, or since by the clock). */
export function expiredSlots(cart: Cart | null, receivedAt: number, now: number): CartSlot[] {
  return (cart?.slots ?? []).filter((slot) => holdExpired(slot, receivedAt, now));
}

/** The time now, renewed the moment the next live hold of the cart runs out. */
export function useHoldClock(): number {
  const cart = useCartStore((state) => state.cart);
  const receivedAt = useCartStore((state) => state.receivedAt);
  const [now, setNow] = useState(() => Date.now());
  // `now` moves only when a hold ends: between ends nothing about the holds can change.
  useEffect(() => {
    const current = Date.now();
    const next = (cart?.slots ?? []).map((slot) => holdEndsAt(slot, receivedAt)).filter((end) => end > current);
    if (next.length === 0) return;
    // setTimeout caps at ~24.8 days; holds last minutes.
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(Math.min(...next) - current + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [cart, receivedAt, now]);
  return now;
}

/** The expired slots of the desk's cart, updated the moment a hold runs out. */
export function useExpiredSlots(): CartSlot[] {
  const cart = useCartStore((state) => state.cart);
  const receivedAt = useCartStore((state) => state.receivedAt);
  const now = useHoldClock();
  return expiredSlots(cart, receivedAt, now);
}

/** The cart's seconds left as of `now` rather than as of when it arrived (0 stays 0: released). */
export function rebaseHolds(cart: Cart, receivedAt: number, now: number): Cart {
  const elapsed = Math.max(0, (now - receivedAt) / 1000);
  return {
    ...cart,
    slots: cart.slots.map((s) => ({
      ...s,
      holdSecondsLeft: s.holdSecondsLeft > 0 ? Math.max(0, Math.floor(s.holdSecondsLeft - elapsed)) : 0,
    })),
  };
}
