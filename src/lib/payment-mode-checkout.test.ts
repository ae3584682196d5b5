import { describe, expect, it } from 'vitest';
import { afterAmountChange, afterModeChoice, initialPaymentMode } from './payment-mode';

describe('payment mode (spec 1 §4)', () => {
  it('starts at No Pay, enabled', () => {
    expect(initialPaymentMode).toEqual({ mode: 0, noPayDisabled: false, amountInvalid: false });
  });

  it('an amount above 0 on No Pay switches to Cash and disables No Pay', () => {
    expect(afterAmountChange(initialPaymentMode, 250)).toEqual({ mode: 1, noPayDisabled: true, amountInvalid: false });
  });

  it('keeps a paying mode already chosen when the amount changes', () => {
    const card = { mode: 2 as const, noPayDisabled: true, amountInvalid: false };
    expect(afterAmountChange(card, 300).mode).toBe(2);
  });

  it.each([[''], [0], [-5], [null]])('amount %s returns to No Pay and re-enables it', (amount) => {
    const cash = afterAmountChange(initialPaymentMode, 100);
    expect(afterAmountChange(cash, amount)).toEqual({ mode: 0, noPayDisabled: false, amountInvalid: false });
  });

  it('choosing a paying mode with an empty amount marks the amount invalid', () => {
    expect(afterModeChoice(initialPaymentMode, 2, '')).toEqual({ mode: 2, noPayDisabled: false, amountInvalid: true });
  });

  it('entering an amount afterwards clears the invalid mark and keeps the mode', () => {
    const chosen = afterModeChoice(initialPaymentMode, 3, '');
    expect(afterAmountChange(chosen, 50)).toEqual({ mode: 3, noPayDisabled: true, amountInvalid: false });
  });

  it('No Pay cannot be chosen while disabled', () => {
    const cash = afterAmountChange(initialPaymentMode, 100);
    expect(afterModeChoice(cash, 0, 100)).toBe(cash);
  });

  it('choosing a mode with an amount is valid', () => {
    const cash = afterAmountChange(initialPaymentMode, 100);
    expect(afterModeChoice(cash, 2, 100)).toEqual({ mode: 2, noPayDisabled: true, amountInvalid: false });
  });
});
