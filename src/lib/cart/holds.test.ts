import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../contract/cart';
import { holdEndsAt, holdExpired, rebaseHolds } from './holds';

describe('cart holds on this device', () => {
  const receivedAt = 1_000_000;

  it('counts the server seconds down from when its answer arrived', () => {
    expect(holdEndsAt({ holdSecondsLeft: 600 }, receivedAt)).toBe(receivedAt + 600_000);
    expect(holdExpired({ holdSecondsLeft: 600 }, receivedAt, receivedAt + 599_999)).toBe(false);
    expect(holdExpired({ holdSecondsLeft: 600 }, receivedAt, receivedAt + 600_000)).toBe(true);
  });

  it('believes the server when it says the hold is gone, whatever the clock', () => {
    expect(holdExpired({ holdSecondsLeft: 0 }, receivedAt, receivedAt)).toBe(true);
    expect(holdEndsAt({ holdSecondsLeft: 0 }, receivedAt)).toBe(0);
  });

  it("keeps each held slot's deadline when a slot add merges into the cart at a later moment", () => {
    const cart = { slots: [{ holdSecondsLeft: 600 }, { holdSecondsLeft: 0 }] } as unknown as Cart;
    const later = receivedAt + 120_000;
    const rebased = rebaseHolds(cart, receivedAt, later);
    expect(rebased.slots.map((s) => s.holdSecondsLeft)).toEqual([480, 0]);
    expect(holdEndsAt(rebased.slots[0], later)).toBe(holdEndsAt(cart.slots[0], receivedAt));
    expect(rebaseHolds(cart, receivedAt, receivedAt + 700_000).slots[0].holdSecondsLeft).toBe(0);
  });
});
