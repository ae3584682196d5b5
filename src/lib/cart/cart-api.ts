import { cartAddReply, cartReply, type Cart, type CartExtraAddRequest, type CartSlotAddRequest } from '../../../contract/cart';
import { applyCartChange } from '../../../contract/cart-change';
import { cartAdjustReply } from '../../../contract/checkout';
import { api } from '../api/client';
import { useCartStore } from './cart-store';
import { rebaseHolds } from './holds';

type CartOutcome = { ok: true; cart: Cart | null; message?: string } | { ok: false; message: string };

// Refusals (mixed activity types, a slot just taken) are warnings, not errors (spec 1 §4).
const SHOWN = { success: true, failure: 'warning' } as const;

/** Every cart write answers with the new cart; keep the store in step with it. */
async function cartCall(path: string, body: unknown, query?: Record<string, number>, quiet = false): Promise<CartOutcome> {
  const url = query ? `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : path;
  const outcome = await api.post(url, body, { schema: cartReply, present: quiet ? { silent: true } : SHOWN });
  if (!outcome.ok) return { ok: false, message: outcome.message };
  const cart = outcome.data.cart ?? (await loadCart());
  if (outcome.data.cart) useCartStore.getState().setCart(cart);
  return { ok: true, cart, message: outcome.data.message };
}

/**
 * A slot add answers with what changed, not the whole cart: merged into the cart the store
 * holds (or, with none to merge into, the cart is fetched).
 */
async function addSlotCall(slot: CartSlotAddRequest): Promise<CartOutcome> {
  const outcome = await api.post('/carting/slot/add', slot, { schema: cartAddReply, present: { success: true, failure: 'warning' } });
  if (!outcome.ok) return { ok: false, message: outcome.message };
  const { cart: held, receivedAt } = useCartStore.getState();
  const change = outcome.data.change;
  if (!change || !held) return { ok: true, cart: await loadCart() };
  // The held slots' seconds left counted from their own answer; the merged cart counts from now.
  const cart = applyCartChange(rebaseHolds(held, receivedAt, Date.now()), change);
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
  removeSlot: (cartedSlotId: number, quiet = false) => cartCall('/carting/slot/remove', {}, { cartedSlotId }, quiet),
  /** Expired holds taken again where still free, the others dropped; the caller tells the desk. */
  renewHolds: () => cartCall('/carting/holds/renew', {}, undefined, true),
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
