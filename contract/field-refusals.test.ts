import { describe, expect, it } from 'vitest';
import { CountMessages, parseCountText } from './count-input';
import { readFieldRefusal } from './field-refusals';
import { LIMITS, tooLargeMessage } from './limits';
import { MoneyMessages, parseMoneyText } from './money-input';

describe('field refusals read back into their keys (ADR 0085)', () => {
  it('every shape the money and count rules write, with its field and numbers', () => {
    expect(readFieldRefusal(MoneyMessages.required('Amount'))).toEqual({ key: 'required', values: { field: 'Amount' } });
    expect(readFieldRefusal(MoneyMessages.notNumber('Hourly Pricing'))).toEqual({ key: 'notNumber', values: { field: 'Hourly Pricing' } });
    expect(readFieldRefusal(MoneyMessages.negative('Price'))).toEqual({ key: 'negative', values: { field: 'Price' } });
    expect(readFieldRefusal(MoneyMessages.decimals('Price', 0))).toEqual({ key: 'whole', values: { field: 'Price' } });
    expect(readFieldRefusal(CountMessages.whole('Slot'))).toEqual({ key: 'whole', values: { field: 'Slot' } });
    expect(readFieldRefusal(MoneyMessages.decimals('Price', 2))).toEqual({ key: 'decimals', values: { field: 'Price', count: 2 } });
    expect(readFieldRefusal(tooLargeMessage('Amount', LIMITS.amountMajor))).toEqual({
      key: 'tooLarge',
      values: { field: 'Amount', max: '1,00,00,000' },
    });
    expect(readFieldRefusal(MoneyMessages.tooSmall('Member Discount %', 1))).toEqual({
      key: 'tooSmall',
      values: { field: 'Member Discount %', min: '1' },
    });
  });

  it('reads what the rules refuse typed text with', () => {
    const refusal = (r: { ok: boolean; message?: string }) => (r.ok ? null : readFieldRefusal(r.message as string)?.key);
    expect(refusal(parseMoneyText('abc', { field: 'Amount' }))).toBe('notNumber');
    expect(refusal(parseMoneyText('10.005', { field: 'Amount' }))).toBe('decimals');
    expect(refusal(parseCountText('0', { field: 'Quantity', min: 1, max: 10 }))).toBe('tooSmall');
    expect(refusal(parseCountText('', { field: 'Quantity', min: 1, max: 10, required: true }))).toBe('required');
  });

  it('leaves any other text alone', () => {
    expect(readFieldRefusal('Booking not found')).toBeNull();
    expect(readFieldRefusal('')).toBeNull();
  });
});
