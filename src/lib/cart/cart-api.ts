import type { Cart, CartExtraAddRequest, CartSlotAddRequest } from '../../../contract/cart';
import { applyCartChange } from '../../../contract/cart-change';
import { endpoints } from '../../../contract/endpoint-table';
import { api } from '../api/client';
import type { ApiOutcome } from '../api/outcome';
import { useCartStore } from './cart-store';
import { rebaseHolds } from './holds';

type CartOutcome = { ok: true; cart: Cart | null; message?: string } | { ok: false; message: string };

// Refusals (mixed activity types, a slot just taken) are warnings, not errors (spec 1 §4).
const SHOWN = { success: true, failure: 'warning' } as const;
const presented = (quiet: boolean) => (quiet ? { silent: true } : SHOWN);
const e = endpoints.cart;

/** Every cart write (and discount and credits, contract/checkout) answers with the new cart; keep the store in step with it. */
export async function settleCart(outcome: ApiOutcome<{ message?: string; cart?: Cart | null }>): Promise<CartOutcome> {
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
  const outcome = await api.call(e.slotAdd, slot, { present: SHOWN });
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
  const outcome = await api.call(e.details, undefined, { present: { silent: true } });
  if (!outcome.ok) return useCartStore.getState().cart;
  const cart = outcome.data.cart ?? null;
  useCartStore.getState().setCart(cart);
  return cart;
}

export const cartApi = {
  addSlot: addSlotCall,
  removeSlot: async (cartedSlotId: number, quiet = false) =>
    settleCart(await api.call(e.slotRemove, {}, { query: { cartedSlotId }, present: presented(quiet) })),
  /** Expired holds taken again where still free, the others dropped; the caller tells the desk. */
  renewHolds: async () => settleCart(await api.call(e.holdsRenew, {}, { present: presented(true) })),
  clear: async () => settleCart(await api.call(e.clear, {}, { present: SHOWN })),
  addExtra: async (extra: CartExtraAddRequest) => settleCart(await api.call(e.extraAdd, extra, { present: SHOWN })),
  removeExtra: async (cartedExtraId: number) => settleCart(await api.call(e.extraRemove, {}, { query: { cartedExtraId }, present: SHOWN })),
};

/** How a discount or credits change is shown: refusals as warnings, or nothing when quiet. */
export const adjustPresent = (quiet = false) => (quiet ? { silent: true } : SHOWN);
