import { describe, expect, it } from 'vitest';
import { CheckoutMessages } from '../../../contract/checkout';
import { bulkCheckoutErrors, patternCreditsError, patternDiscountError } from './checkout-rules';

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

  it('the advance fits beside the discount and credits', () => {
    const applied = { discount: 100, credits: 300 };
    expect(bulkCheckoutErrors({ ...ok, advance: 600, mode: 1 }, 1000, false, applied)).toEqual({});
    expect(bulkCheckoutErrors({ ...ok, advance: 600.01, mode: 1 }, 1000, false, applied).advance).toBe(CheckoutMessages.advanceTooHigh);
  });

  it('discount: the single checkout rule and messages, within the price less credits', () => {
    expect(patternDiscountError('', 1000, { discount: 0, credits: 0 }, 'Rs.')).toBe('Discount should be greater than Rs. 0');
    expect(patternDiscountError(-1, 1000, { discount: 0, credits: 0 }, 'Rs.')).toBe('Discount should be greater than Rs. 0');
    expect(patternDiscountError(1000.01, 1000, { discount: 0, credits: 0 }, 'Rs.')).toBe(CheckoutMessages.discountTooHigh);
    expect(patternDiscountError(801, 1000, { discount: 0, credits: 200 }, 'Rs.')).toBe(CheckoutMessages.discountTooHigh);
    expect(patternDiscountError(800, 1000, { discount: 0, credits: 200 }, 'Rs.')).toBeUndefined();
  });

  it('credits: something to pay, an amount, within the member and the price after discount, then the PIN', () => {
    const none = { discount: 0, credits: 0 };
    const c = (credits: number | string, pin = '1234') => ({ credits, pin });
    expect(patternCreditsError(c(10), 1000, { discount: 1000, credits: 0 }, 500)).toBe(CheckoutMessages.creditsZeroNet);
    expect(patternCreditsError(c(''), 1000, none, 500)).toBe(CheckoutMessages.creditsInvalid);
    expect(patternCreditsError(c(501), 1000, none, 500)).toBe(CheckoutMessages.creditsNotEnough);
    expect(patternCreditsError(c(401), 1000, { discount: 600, credits: 0 }, 500)).toBe(CheckoutMessages.creditsTooHigh);
    expect(patternCreditsError(c(400, ' '), 1000, { discount: 600, credits: 0 }, 500)).toBe(CheckoutMessages.pinRequired);
    expect(patternCreditsError(c(400), 1000, { discount: 600, credits: 0 }, 500)).toBeUndefined();
  });
});

describe('a refused advance (issue 24 item 6)', () => {
  it('blocks the booking instead of counting as no advance', () => {
    expect(bulkCheckoutErrors({ ...ok, advance: Number.NaN }, 1000, false).advance).toBe('Advance must be a number');
    expect(bulkCheckoutErrors({ ...ok, advance: '' }, 1000, false).advance).toBeUndefined();
  });
});
