import { describe, expect, it } from 'vitest';
import { CheckoutMessages, type CheckoutRequest } from '../../../contract/checkout';
import { validateCheckout } from './validate';
import { paymentModeError } from '../../core/payment-rules';

const opts = { emailRequired: false, callingCode: '+91' };
const body = (over: Partial<CheckoutRequest> = {}, customer: Partial<CheckoutRequest['customerDetails']> = {}): CheckoutRequest => ({
  customerDetails: { name: 'Asha', mobile: '9876543211', countryCode: '+91', ...customer },
  ...over,
});
const message = (r: ReturnType<typeof validateCheckout>) => (r.ok ? null : r.message);

describe('checkout rules', () => {
  it('requires a name and a valid mobile', () => {
    expect(message(validateCheckout(body({}, { name: '  ' }), opts))).toBe(CheckoutMessages.nameRequired);
    expect(message(validateCheckout(body({}, { mobile: '' }), opts))).toBe(CheckoutMessages.mobileRequired);
    expect(message(validateCheckout(body({}, { mobile: '12345' }), opts))).toBe(CheckoutMessages.invalidMobile);
    // Right length, but not Indian mobiles (those begin with 6-9): refused, not only short numbers.
    for (const mobile of ['5555555555', '1234567890'])
      expect(message(validateCheckout(body({}, { mobile }), opts))).toBe(CheckoutMessages.invalidMobile);
    const ok = validateCheckout(body({}, { mobile: '98765 43211' }), opts);
    expect(ok.ok && ok.input.phone).toEqual({ countryCode: '+91', mobile: '9876543211' });
  });

  it('checks email format, and presence when the club demands it', () => {
    expect(message(validateCheckout(body({}, { email: 'nope@' }), opts))).toBe(CheckoutMessages.invalidEmail);
    expect(message(validateCheckout(body(), { ...opts, emailRequired: true }))).toBe(CheckoutMessages.emailRequired);
    expect(validateCheckout(body({}, { email: 'a@b.in' }), { ...opts, emailRequired: true }).ok).toBe(true);
  });

  it('limits remarks to 100 characters', () => {
    expect(message(validateCheckout(body({ bookingRemarks: 'x'.repeat(101) }), opts))).toBe(CheckoutMessages.remarksTooLong);
    expect(validateCheckout(body({ bookingRemarks: 'x'.repeat(100) }), opts).ok).toBe(true);
  });
  it('counts remarks in characters as a person does: 100 emoji pass, 101 do not', () => {
    expect(validateCheckout(body({ bookingRemarks: '😀'.repeat(100) }), opts).ok).toBe(true);
    expect(message(validateCheckout(body({ bookingRemarks: '😀'.repeat(101) }), opts))).toBe(CheckoutMessages.remarksTooLong);
  });

  it('applies the payment mode rules', () => {
    expect(message(validateCheckout(body({ totalPaidAmount: 100, paymentMode: 0 }), opts))).toBe(CheckoutMessages.advanceNeedsMode);
    expect(message(validateCheckout(body({ totalPaidAmount: 0, paymentMode: 1 }), opts))).toBe(CheckoutMessages.modeNeedsAdvance);
    expect(message(validateCheckout(body({ totalPaidAmount: -5, paymentMode: 1 }), opts))).toBe(CheckoutMessages.invalidAdvance);
    expect(message(validateCheckout(body({ totalPaidAmount: 'abc', paymentMode: 1 }), opts))).toBe(CheckoutMessages.invalidAdvance);
    expect(message(validateCheckout(body({ paymentMode: 7 }), opts))).toBe(CheckoutMessages.invalidMode);
    const ok = validateCheckout(body({ totalPaidAmount: '250.50', transactionData: { type: 1, mode: 2 } }), opts);
    expect(ok.ok && [ok.input.advanceMinor, ok.input.mode]).toEqual([25050, 2]);
    expect(paymentModeError(0, 0)).toBeNull();
    for (const mode of [1, 2, 3]) expect(paymentModeError(1, mode)).toBeNull();
  });
});
