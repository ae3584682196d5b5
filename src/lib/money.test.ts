import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, moneyLocale } from './money';
import { i18n } from './i18n/i18n';

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

describe('money in the language on screen (issue 32 §2, ADR 0085)', () => {
  it('groups rupees in lakhs in en-IN and hi-IN alike', () => {
    expect(formatMoney(100000, '₹', 'en-IN')).toBe('₹\u00a01,00,000.00');
    expect(formatMoney(100000, '₹', 'hi-IN')).toBe('₹\u00a01,00,000.00');
    expect(formatMoney(12345678.9, '₹', 'hi-IN')).toBe('₹\u00a01,23,45,678.90');
  });

  it('follows the language shown when no locale is given', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(formatMoney(250000, '₹')).toBe('₹\u00a02,50,000.00');
      expect(moneyLocale('₹')).toBe('hi-IN');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(moneyLocale('₹')).toBe('en-IN');
  });
});
