import { describe, expect, it } from 'vitest';
import { chooseMode, initialPaid, typeAmount } from './payment-mode';

describe('payment mode (spec 2 §4)', () => {
  it('switches No Pay to Cash on an amount and back when cleared', () => {
    const paid = typeAmount(initialPaid, 100);
    expect(paid).toMatchObject({ mode: 1, noPayDisabled: true });
    expect(chooseMode(paid, 0).mode).toBe(1);
    expect(typeAmount(chooseMode(paid, 2), '')).toMatchObject({ mode: 0, noPayDisabled: false });
    expect(typeAmount(paid, 0)).toMatchObject({ mode: 0, noPayDisabled: false });
  });
  it('marks the amount invalid when a paying mode is chosen without one', () => {
    expect(chooseMode(initialPaid, 3)).toMatchObject({ mode: 3, amountInvalid: true });
  });
});
