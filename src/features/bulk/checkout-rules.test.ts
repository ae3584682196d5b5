import { describe, expect, it } from 'vitest';
import { CheckoutMessages } from '../../../contract/checkout';
import { PatternMessages } from '../../../contract/pattern';
import { bulkCheckoutErrors, creditsAmount } from './checkout-rules';

const ok = { name: 'Green School', mobile: '9876543210', countryCode: '+91', email: '', remarks: '', advance: '', mode: 0 as const };

describe('bulk checkout rules', () => {
  it('checks the customer and the advance', () => {
    expect(bulkCheckoutErrors(ok, 1000, false)).toEqual({});
    expect(bulkCheckoutErrors({ ...ok, name: ' ' }, 1000, false).name).toBe(CheckoutMessages.nameRequired);
    expect(bulkCheckoutErrors({ ...ok, mobile: '' }, 1000, false).mobile).toBe(CheckoutMessages.mobileRequired);
    expect(bulkCheckoutErrors({ ...ok, mobile: '12' }, 1000, false).mobile).toBe(CheckoutMessages.invalidMobile);
    expect(bulkCheckoutErrors({ ...ok, email: 'x@' }, 1000, false).email).toBe(CheckoutMessages.invalidEmail);
    expect(bulkCheckoutErrors(ok, 1000, true).email).toBe(CheckoutMessages.emailRequired);
    expect(bulkCheckoutErrors({ ...ok, advance: 1000.01, mode: 1 }, 1000, false).advance).toBe(CheckoutMessages.advanceTooHigh);
    expect(bulkCheckoutErrors({ ...ok, advance: 10, mode: 0 }, 1000, false).advance).toBe(CheckoutMessages.advanceNeedsMode);
    expect(bulkCheckoutErrors({ ...ok, advance: '', mode: 1 }, 1000, false).advance).toBe(CheckoutMessages.modeNeedsAdvance);
  });

  it('credits are optional; typed, they need an amount, the PIN, and no more than the member has or the pattern costs', () => {
    const credits = (amount: number | string, pin = '1234', available = 500) => ({ amount, pin, available });
    expect(bulkCheckoutErrors(ok, 1000, false, credits(''))).toEqual({});
    expect(bulkCheckoutErrors(ok, 1000, false, credits(0)).credits).toBe(PatternMessages.amountRequired);
    expect(bulkCheckoutErrors(ok, 1000, false, credits(100, '')).credits).toBe(CheckoutMessages.pinRequired);
    expect(bulkCheckoutErrors(ok, 1000, false, credits(501)).credits).toBe(CheckoutMessages.creditsNotEnough);
    expect(bulkCheckoutErrors(ok, 300, false, credits(400)).credits).toBe(CheckoutMessages.creditsTooHigh);
    // The advance fits beside the credits: 1000 − 400 leaves 600.
    expect(bulkCheckoutErrors({ ...ok, advance: 600, mode: 1 }, 1000, false, credits(400))).toEqual({});
    expect(bulkCheckoutErrors({ ...ok, advance: 600.01, mode: 1 }, 1000, false, credits(400)).advance).toBe(CheckoutMessages.advanceTooHigh);
    expect(creditsAmount(credits(''))).toBe(0);
    expect(creditsAmount(credits(250.5))).toBe(250.5);
  });
});
