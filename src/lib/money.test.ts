import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney } from './money';

describe('money display (spec 1 §9)', () => {
  it("uses a rupee sign for 'rs' and 'Amt.' otherwise", () => {
    expect(currencySymbol('rs')).toBe('₹');
    expect(currencySymbol('RS')).toBe('₹');
    expect(currencySymbol('usd')).toBe('Amt.');
    expect(currencySymbol(undefined)).toBe('Amt.');
  });
  it('shows 2 decimals', () => {
    expect(formatMoney(1234.5, '₹')).toBe('₹\u00a01,234.50');
    expect(formatMoney(0.1 + 0.2, 'Amt.')).toBe('Amt.\u00a00.30');
  });
});
