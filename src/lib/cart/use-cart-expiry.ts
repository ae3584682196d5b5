import { useEffect } from 'react';
import { loadCart } from './cart-api';
import { useCartStore } from './cart-store';
import { holdEndsAt } from './holds';

/**
 * Holds end by themselves (club setting): just after the first live one ends, ask the server,
 * which is the truth about what this desk still holds.
 */
export function useCartExpiry(onExpired?: () => void): void {
  const cart = useCartStore((state) => state.cart);
  const receivedAt = useCartStore((state) => state.receivedAt);
  useEffect(() => {
    const ends = (cart?.slots ?? []).map((slot) => holdEndsAt(slot, receivedAt)).filter((end) => end > 0);
    if (ends.length === 0) return;
    const wait = Math.max(0, Math.min(...ends) - Date.now()) + 1000;
    // setTimeout caps at ~24.8 days; holds last minutes.
    const timer = window.setTimeout(
      () => {
        void loadCart();
        onExpired?.();
      },
      Math.min(wait, 2 ** 31 - 1),
    );
    return () => window.clearTimeout(timer);
  }, [cart, receivedAt, onExpired]);
}
