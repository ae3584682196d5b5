import { create } from 'zustand';
import type { Cart } from '../../../contract/cart';
import { onSessionReset } from '../session/session-store';

interface CartState {
  /** The desk's cart as the server last described it; null before the first load. */
  cart: Cart | null;
  setCart(cart: Cart | null): void;
}

/** Shared by the calendar (cart icon, Booking Summary) and the checkout page. */
export const useCartStore = create<CartState>()((set) => ({
  cart: null,
  setCart: (cart) => set({ cart }),
}));

onSessionReset(() => useCartStore.setState({ cart: null }));

export function useCart(): Cart | null {
  return useCartStore((state) => state.cart);
}

export function useCartSlotCount(): number {
  return useCartStore((state) => state.cart?.totalSlotCount ?? 0);
}
