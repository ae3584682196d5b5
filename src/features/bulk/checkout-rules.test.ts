import { describe, expect, it } from 'vitest';
import { CheckoutMessages } from '../../../contract/checkout';
import { bulkCheckoutErrors, modeAfterAdvance } from './checkout-rules';

const ok = { name: 'Green School', mobile: '9876543210', countryCode: '+91', email: '', remarks: '', advance: '', mode: 0 };

describe('bulk checkout rules', () => {
  it('checks the customer and the advance', () => {
    expect(bulkCheckoutErrors(ok, 1000, false)).toEqual({});
    expect(bulkCheckoutErrors({ ...ok, name: ' ' }, 1000, false).name).toBe(CheckoutMessages.nameRequired);
    expect(bulkCheckoutErrors({ ...ok, mobile: '' }, 1000, false).mobile).toBe(CheckoutMessages.mobileRequired);
    expect(bulkCheckoutErrors({ ...ok, mobile: '12' }, 1000, false).mobile).toBe(CheckoutMessages.invalidMobile);
    expect(bulkCheckoutErrors({ ...ok, email: 'x@' }, 1000, false).email).toBe(CheckoutMessages.invalidEmail);
    expect(bulkCheckoutErrors(ok, 1000, true).email).toBe(CheckoutMessages.emailRequired);
    expect(bulkCheckoutErrors({ ...ok, advance: '1000.01', mode: 1 }, 1000, false).advance).toBe(CheckoutMessages.advanceTooHigh);
    expect(bulkCheckoutErrors({ ...ok, advance: '10', mode: 0 }, 1000, false).advance).toBe(CheckoutMessages.advanceNeedsMode);
  });
  it('switches No Pay to Cash with an amount and back without one', () => {
    expect(modeAfterAdvance('100', 0)).toBe(1);
    expect(modeAfterAdvance('100', 2)).toBe(2);
    expect(modeAfterAdvance('', 2)).toBe(0);
    expect(modeAfterAdvance('0', 1)).toBe(0);
  });
});
