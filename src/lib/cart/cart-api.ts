import { cartAddReply, cartReply, type Cart, type CartExtraAddRequest, type CartSlotAddRequest } from '../../../contract/cart';
import { applyCartChange } from '../../../contract/cart-change';
import { cartAdjustReply } from '../../../contract/checkout';
import { api } from '../api/client';
import { useCartStore } from './cart-store';

type CartOutcome = { ok: true; cart: Cart | null } | { ok: false; message: string };

/** Every cart write answers with the new cart; keep the store in step with it. */
async function cartCall(path: string, body: unknown, query?: Record<string, number>): Promise<CartOutcome> {
  const url = query ? `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : path;
  // Refusals (mixed activity types, a slot just taken) are warnings, not errors (spec 1 §4).
  const outcome = await api.post(url, body, { schema: cartReply, present: { success: true, failure: 'warning' } });
  if (!outcome.ok) return { ok: false, message: outcome.message };
  const cart = outcome.data.cart ?? (await loadCart());
  if (outcome.data.cart) useCartStore.getState().setCart(cart);
  return { ok: true, cart };
}

/**
 * A slot add answers with what changed, not the whole cart: merged into the cart the store
 * holds (or, with none to merge into, the cart is fetched).
 */
async function addSlotCall(slot: CartSlotAddRequest): Promise<CartOutcome> {
  const outcome = await api.post('/carting/slot/add', slot, { schema: cartAddReply, present: { success: true, failure: 'warning' } });
  if (!outcome.ok) return { ok: false, message: outcome.message };
  const held = useCartStore.getState().cart;
  const change = outcome.data.change;
  if (!change || !held) return { ok: true, cart: await loadCart() };
  const cart = applyCartChange(held, change);
  useCartStore.getState().setCart(cart);
  return { ok: true, cart };
}

/** GET /api/carting/details into the store; quiet, so a background refresh never toasts. */
export async function loadCart(): Promise<Cart | null> {
  const outcome = await api.get('/carting/details', undefined, { schema: cartReply, present: { silent: true } });
  if (!outcome.ok) return useCartStore.getState().cart;
  const cart = outcome.data.cart ?? null;
  useCartStore.getState().setCart(cart);
  return cart;
}

export const cartApi = {
  addSlot: addSlotCall,
  removeSlot: (cartedSlotId: number) => cartCall('/carting/slot/remove', {}, { cartedSlotId }),
  clear: () => cartCall('/carting/clear', {}),
  addExtra: (extra: CartExtraAddRequest) => cartCall('/carting/extra/add', extra),
  removeExtra: (cartedExtraId: number) => cartCall('/carting/extra/remove', {}, { cartedExtraId }),
};

/** Discount and credits answer with the adjusted cart too (contract/checkout). */
export async function adjustCart(path: string, body: unknown, quiet = false): Promise<CartOutcome> {
  const present = quiet ? { silent: true } : { success: true, failure: 'warning' as const };
  const outcome = await api.post(path, body, { schema: cartAdjustReply, present });
  if (!outcome.ok) return { ok: false, message: outcome.message };
  const cart = outcome.data.cart ?? (await loadCart());
  if (outcome.data.cart) useCartStore.getState().setCart(cart);
  return { ok: true, cart };
}
