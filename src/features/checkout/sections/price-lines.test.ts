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
    const small = {
      ...cart,
      cartPrice: 800,
      slotsGrossPrice: 800,
      slotsNetPrice: 800,
      volumeDiscount: 0,
      extrasGrossPrice: 0,
      extrasNetPrice: 0,
      clubDiscount: 0,
      credits: 0,
    };
    const lines = priceLines(small, 99999);
    expect(lines.find((line) => line.label === 'Advance')).toBeUndefined();
    expect(lines.at(-1)).toEqual({ label: 'Balance', amount: 800, strong: true });
    for (const line of lines) expect(line.amount).toBeGreaterThanOrEqual(0);
  });

  it('takes an applied coupon off net and balance, as the server charges it (slots net − coupon)', () => {
    // Slots ₹555 with a ₹100 coupon, nothing else: the server books net 455.
    const one = {
      ...cart,
      cartPrice: 555,
      slotsGrossPrice: 555,
      slotsNetPrice: 555,
      volumeDiscount: 0,
      extrasGrossPrice: 0,
      extrasNetPrice: 0,
      clubDiscount: 0,
      credits: 0,
    };
    const lines = priceLines(one, 200, 100);
    const amount = (label: string) => lines.find((line) => line.label === label)?.amount;
    expect(lines.find((line) => line.label === 'Coupon')).toEqual({ label: 'Coupon', amount: 100, minus: true });
    expect(amount('Net price')).toBe(455);
    expect(amount('Balance')).toBe(255);
    // An advance above slots net − coupon is refused by the server, so it is not shown as taken.
    const over = priceLines(one, 500, 100);
    expect(over.find((line) => line.label === 'Advance')).toBeUndefined();
    expect(over.at(-1)).toEqual({ label: 'Balance', amount: 455, strong: true });
  });
});

describe('prices excluding GST (ADR 0082)', () => {
  // Court 400 less a 100 coupon: 9 % of 300 = 27.00 each; a ₹12.50 towel: 1.125 → 1.13 each.
  const exclusive = {
    ...cart,
    cartPrice: 412.5,
    slotsGrossPrice: 400,
    slotsNetPrice: 400,
    volumeDiscount: 0,
    extrasGrossPrice: 12.5,
    extrasNetPrice: 12.5,
    clubDiscount: 0,
    credits: 0,
    extras: [{ cartedExtraId: 1, extraId: null, name: 'Towel', price: 12.5, quantity: 1, isRent: false, advance: 0, discount: 0, mode: 0 }],
    gstOnTop: { courtRateBp: 1800, extrasRateBp: [1800], interState: false },
  } as Cart;
  it('adds GST per line to what is owed: 54 + 2.26 on 312.50 → net 368.76; the advance may reach 354', () => {
    const lines = priceLines(exclusive, 354, 100);
    const amount = (label: string) => lines.find((line) => line.label === label)?.amount;
    expect(amount('GST')).toBe(56.26);
    expect(amount('Net price')).toBe(368.76);
    expect(amount('Advance')).toBe(354);
    expect(amount('Balance')).toBe(14.76);
    expect(priceLines(exclusive, 354.01, 100).find((line) => line.label === 'Advance')).toBeUndefined();
  });
  it('inter-state: IGST 18 % of 300 = 54.00 and of 12.50 = 2.25', () => {
    const lines = priceLines({ ...exclusive, gstOnTop: { ...exclusive.gstOnTop!, interState: true } }, '', 100);
    expect(lines.find((line) => line.label === 'GST')?.amount).toBe(56.25);
  });
  it('prices including GST: no GST line', () => {
    expect(priceLines({ ...exclusive, gstOnTop: undefined }, '', 100).find((line) => line.label === 'GST')).toBeUndefined();
  });
});
