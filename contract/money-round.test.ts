import { describe, expect, it } from 'vitest';
import { decimalPlaces, hasAtMostDecimals, roundMoney, toMajorUnits, toMinorUnits } from './money-round';
import { checkMoney } from './money-input';
import { closeShiftBody } from './cash-close';

describe('money rounding', () => {
  it('reads major units as whole paise, removing binary noise', () => {
    expect(toMinorUnits(12.34)).toBe(1234);
    expect(toMinorUnits(0.29)).toBe(29);
    expect(toMinorUnits(0.29 * 3)).toBe(87);
    expect(toMinorUnits(1.15)).toBe(115);
    expect(toMinorUnits(-4.35)).toBe(-435);
    expect(toMinorUnits(99_999_999.99)).toBe(9_999_999_999);
    expect(Object.is(toMinorUnits(-0.001), 0)).toBe(true);
  });

  it('rounds a half paisa up, whatever binary makes of it', () => {
    // 1.005 × 100 is 100.4999…9 in binary: Math.round alone gave 100, the old EPSILON copies 101.
    expect(toMinorUnits(1.005)).toBe(101);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
  });

  it('rounds sums to two decimals', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(100 - 33.33 - 33.33)).toBe(33.34);
    expect(roundMoney(19.99 * 3)).toBe(59.97);
    expect(toMajorUnits(1234)).toBe(12.34);
    expect(toMajorUnits(toMinorUnits(0.07))).toBe(0.07);
  });

  it('counts the decimals a number really has', () => {
    expect(decimalPlaces(5)).toBe(0);
    expect(decimalPlaces(0.1 + 0.2)).toBe(1);
    expect(decimalPlaces(12.34)).toBe(2);
    expect(decimalPlaces(-12.345)).toBe(3);
    expect(decimalPlaces(1.0000001)).toBe(7);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1e21)).toBe(0);
    expect(hasAtMostDecimals(9_999_999.99, 2)).toBe(true);
    expect(hasAtMostDecimals(10.005, 2)).toBe(false);
    expect(hasAtMostDecimals(12.5, 0)).toBe(false);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
  });

  it('gives the money rule and the cash close one answer on a tiny fraction (they disagreed)', () => {
    // checkMoney read 1.0000001 as 1.00 (toFixed(4) hid the 7th decimal); the cash close refused it.
    expect(checkMoney(1.0000001, { field: 'Amount' })).toEqual({ ok: false, message: 'Amount can have at most 2 decimal places' });
    expect(closeShiftBody.safeParse({ countedCash: 1.0000001 }).success).toBe(false);
    expect(checkMoney(0.1 + 0.2, { field: 'Amount' })).toEqual({ ok: true, value: 30 });
    expect(closeShiftBody.safeParse({ countedCash: 0.1 + 0.2 }).success).toBe(true);
  });
});
