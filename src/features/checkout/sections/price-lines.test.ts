import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart';
import { priceLines } from './price-lines';

const cart = {
  cartPrice: 1100,
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
});
