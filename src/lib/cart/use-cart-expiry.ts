import { useEffect } from 'react';
import { loadCart } from './cart-api';
import { useCart } from './cart-store';

/** Holds end by themselves (club setting); reload the cart just after the first one ends. */
export function useCartExpiry(onExpired?: () => void): void {
  const cart = useCart();
  useEffect(() => {
    const ends = (cart?.slots ?? []).map((slot) => Date.parse(slot.holdExpiresAt)).filter(Number.isFinite);
    if (ends.length === 0) return;
    const wait = Math.max(0, Math.min(...ends) - Date.now()) + 1000;
    // setTimeout caps at ~24.8 days; holds last minutes.
    const timer = window.setTimeout(() => {
      void loadCart();
      onExpired?.();
    }, Math.min(wait, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [cart, onExpired]);
}
