import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart';
import { priceLines } from './price-lines';

const cart = {
  cartPrice: 1100,
  slotsNetPrice: 825,
  slotsGrossPrice: 1000,
  volumeDiscount: 100,
  extrasGrossPrice: 200,
  extrasNetPrice: 200,
  clubDiscount: 50,
  credits: 25,
} as Cart;

describe('checkout price lines', () => {
  it('net = cart price − credits − discount; balance = net − advance', () => {
    const lines = priceLines(cart, 300);
    const amount = (label: string) => lines.find((line) => line.label === label)?.amount;
    expect(amount('Net price')).toBe(1025);
    expect(amount('Advance')).toBe(300);
    expect(amount('Balance')).toBe(725);
    expect(amount('Volume discount')).toBe(100);
  });
  it('an empty advance leaves the whole net price as balance', () => {
    const lines = priceLines({ ...cart, clubDiscount: 0, credits: 0 }, '');
    expect(lines.find((line) => line.label === 'Advance')).toBeUndefined();
    expect(lines.at(-1)).toEqual({ label: 'Balance', amount: 1100, strong: true });
  });

  it('never shows a negative balance: an advance above the net price is not taken', () => {
    // The ₹800 cart of issue 6 with an advance of 99,999.
    const small = { ...cart, cartPrice: 800, slotsGrossPrice: 800, slotsNetPrice: 800, volumeDiscount: 0, extrasGrossPrice: 0, extrasNetPrice: 0, clubDiscount: 0, credits: 0 };
    const lines = priceLines(small, 99999);
    expect(lines.find((line) => line.label === 'Advance')).toBeUndefined();
    expect(lines.at(-1)).toEqual({ label: 'Balance', amount: 800, strong: true });
    for (const line of lines) expect(line.amount).toBeGreaterThanOrEqual(0);
  });
});
