import type { Cart, CartChange, CartSlot } from './cart';

/** Applies a slot add's change to the cart the console holds; the server's cart after the add. */
export function applyCartChange(cart: Cart, change: CartChange): Cart {
  const gone = new Set([...change.removedIds, change.added.cartedSlotId]);
  const repriced = new Map(change.repriced.map((r) => [r.cartedSlotId, r]));
  const slots: CartSlot[] = cart.slots
    .filter((s) => !gone.has(s.cartedSlotId))
    .map((s) => {
      const p = repriced.get(s.cartedSlotId);
      return p ? { ...s, price: p.price, grossPrice: p.grossPrice } : s;
    });
  slots.splice(Math.min(change.at, slots.length), 0, change.added);
  return { ...cart, ...change.totals, slots };
}

/** The change between two views of one cart around a slot add (computed on the server). */
export function cartChangeBetween(before: Cart, after: Cart, addedId: number): CartChange {
  const at = after.slots.findIndex((s) => s.cartedSlotId === addedId);
  const kept = new Set(after.slots.map((s) => s.cartedSlotId));
  const old = new Map(before.slots.map((s) => [s.cartedSlotId, s]));
  const { slots: _slots, extras: _extras, ...totals } = after;
  return {
    added: after.slots[at],
    at,
    removedIds: before.slots.filter((s) => !kept.has(s.cartedSlotId)).map((s) => s.cartedSlotId),
    repriced: after.slots
      .filter((s) => {
        const was = old.get(s.cartedSlotId);
        return was && (was.price !== s.price || was.grossPrice !== s.grossPrice);
      })
      .map(({ cartedSlotId, price, grossPrice }) => ({ cartedSlotId, price, grossPrice })),
    totals,
  };
}
