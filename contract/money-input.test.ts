import { describe, expect, it } from 'vitest';
import { checkMoney, moneyField, parseMoneyText } from './money-input';
import { checkCount, countField, parseCountText } from './count-input';

const amount = { field: 'Amount' };

describe('money rule', () => {
  it('reads plain and grouped amounts exactly', () => {
    expect(parseMoneyText('5', amount)).toEqual({ ok: true, value: 500 });
    expect(parseMoneyText(' 0.29 ', amount)).toEqual({ ok: true, value: 29 });
    expect(parseMoneyText('.5', amount)).toEqual({ ok: true, value: 50 });
    expect(parseMoneyText('1,250.50', amount)).toEqual({ ok: true, value: 125050 });
    expect(parseMoneyText('1,00,000', amount)).toEqual({ ok: true, value: 10000000 });
    expect(parseMoneyText('100,000', amount)).toEqual({ ok: true, value: 10000000 });
    expect(parseMoneyText('1,00,00,000', amount)).toEqual({ ok: true, value: 1e9 });
    expect(parseMoneyText('', amount)).toEqual({ ok: true, value: null });
  });

  it('refuses what it would otherwise have to rewrite, naming the field', () => {
    expect(parseMoneyText('-5', amount)).toEqual({ ok: false, message: 'Amount cannot be negative' });
    expect(parseMoneyText('abc', { field: 'Price' })).toEqual({ ok: false, message: 'Price must be a number' });
    expect(parseMoneyText('2.5.1', amount)).toEqual({ ok: false, message: 'Amount must be a number' });
    expect(parseMoneyText('1,2', amount)).toEqual({ ok: false, message: 'Amount must be a number' });
    expect(parseMoneyText('-', amount)).toEqual({ ok: false, message: 'Amount must be a number' });
    expect(parseMoneyText('10.005', amount)).toEqual({ ok: false, message: 'Amount can have at most 2 decimal places' });
    expect(parseMoneyText('1e5', amount)).toEqual({ ok: false, message: 'Amount must be a number' });
    expect(parseMoneyText('99999999999999', amount)).toEqual({ ok: false, message: 'Amount cannot be more than 1,00,00,000' });
    expect(parseMoneyText('10000000.01', amount)).toEqual({ ok: false, message: 'Amount cannot be more than 1,00,00,000' });
    expect(parseMoneyText('10000000.00', amount)).toEqual({ ok: true, value: 1e9 });
    expect(parseMoneyText(' ', { field: 'Amount', required: true })).toEqual({ ok: false, message: 'Amount is required' });
    expect(parseMoneyText('-5', { field: 'Refund', allowNegative: true })).toEqual({ ok: true, value: -500 });
  });

  it('holds wire numbers to the same rule', () => {
    expect(checkMoney(0.29, amount)).toEqual({ ok: true, value: 29 });
    expect(checkMoney(1250.5, amount)).toEqual({ ok: true, value: 125050 });
    expect(checkMoney(-5, amount)).toEqual({ ok: false, message: 'Amount cannot be negative' });
    expect(checkMoney(1.234, amount)).toEqual({ ok: false, message: 'Amount can have at most 2 decimal places' });
    expect(checkMoney(9_999_999_999_999, amount)).toEqual({ ok: false, message: 'Amount cannot be more than 1,00,00,000' });
    expect(checkMoney(9e15, { field: 'Price' })).toEqual({ ok: false, message: 'Price cannot be more than 1,00,00,000' });
    expect(checkMoney(Number.NaN, amount)).toEqual({ ok: false, message: 'Amount must be a number' });
    expect(checkMoney(true, amount)).toEqual({ ok: false, message: 'Amount must be a number' });
    expect(checkMoney({}, amount)).toEqual({ ok: false, message: 'Amount must be a number' });
    expect(checkMoney(150, { field: 'Discount', max: 100 })).toEqual({ ok: false, message: 'Discount cannot be more than 100' });
  });

  it('is a zod field yielding minor units', () => {
    const f = moneyField({ field: 'Price', required: true });
    expect(f.parse('12.50')).toBe(1250);
    const bad = f.safeParse('-1');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('Price cannot be negative');
  });
});

describe('count rule', () => {
  const quantity = { field: 'Quantity', min: 1, max: 10_000 };
  it('takes whole numbers within bounds only', () => {
    expect(parseCountText('3', quantity)).toEqual({ ok: true, value: 3 });
    expect(parseCountText('2.5', quantity)).toEqual({ ok: false, message: 'Quantity must be a whole number' });
    expect(parseCountText('0', quantity)).toEqual({ ok: false, message: 'Quantity must be at least 1' });
    expect(parseCountText('-2', quantity)).toEqual({ ok: false, message: 'Quantity must be at least 1' });
    expect(parseCountText('10001', quantity)).toEqual({ ok: false, message: 'Quantity cannot be more than 10,000' });
    expect(parseCountText('x', quantity)).toEqual({ ok: false, message: 'Quantity must be a number' });
    expect(parseCountText('', { ...quantity, required: true })).toEqual({ ok: false, message: 'Quantity is required' });
    expect(checkCount(2.5, { field: 'Member limit', min: 1, max: 1000 })).toEqual({
      ok: false,
      message: 'Member limit must be a whole number',
    });
    expect(checkCount('150', { field: 'Refund percent', min: 0, max: 100 })).toEqual({
      ok: false,
      message: 'Refund percent cannot be more than 100',
    });
    expect(countField(quantity).safeParse(0).error?.issues[0].message).toBe('Quantity must be at least 1');
  });
});
