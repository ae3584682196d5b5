import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart';
import { couponDiscountFor } from './coupon-store';

const cart = { slots: [{ cartedSlotId: 7 }], slotsNetPrice: 555 } as unknown as Cart;

describe('the applied coupon in the checkout money', () => {
  it('counts only for the cart it was checked against', () => {
    expect(couponDiscountFor(null, cart)).toBe(0);
    expect(couponDiscountFor({ code: 'ABCDEFGH', discount: 100, cartKey: '7|555' }, cart)).toBe(100);
    expect(couponDiscountFor({ code: 'ABCDEFGH', discount: 100, cartKey: '7|600' }, cart)).toBe(0);
  });
});
