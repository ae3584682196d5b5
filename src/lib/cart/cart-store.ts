import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Cart } from '../../../contract/cart';
import { onSessionReset } from '../session/session-store';

interface CartState {
  /** The desk's cart as the server last described it; null before the first load. */
  cart: Cart | null;
  /** When (this device's clock, ms) the server described it: holds count down from here. */
  receivedAt: number;
  setCart(cart: Cart | null): void;
}

/**
 * Shared by the calendar (cart icon, Booking Summary) and the checkout page. Kept in local storage
 * so that an offline reload still shows what this desk holds (the grid shows those slots Carted),
 * with Proceed disabled; online, the server's cart replaces it at once.
 */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      cart: null,
      receivedAt: 0,
      setCart: (cart) => set({ cart, receivedAt: Date.now() }),
    }),
    {
      name: 'courtdesk-cart',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ cart: state.cart, receivedAt: state.receivedAt }),
    },
  ),
);

onSessionReset(() => useCartStore.setState({ cart: null, receivedAt: 0 }));

export function useCart(): Cart | null {
  return useCartStore((state) => state.cart);
}

export function useCartSlotCount(): number {
  return useCartStore((state) => state.cart?.totalSlotCount ?? 0);
}
