import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart';
import { AttemptKeys, checkoutPayload } from './checkout-payload';
import type { CheckoutFormValues } from '../../../domain/checkout/checkout-types';

const cart = { cartPrice: 1200, clubDiscount: 100, credits: 50 } as Cart;
const form: CheckoutFormValues = {
  countryCode: '+91',
  mobile: '98765 43210',
  name: ' Asha ',
  email: '',
  uniqueId: '',
  remarks: '',
  advance: 300,
  mode: 1,
  sendSMS: true,
  sendPaymentLink: false,
};

describe('checkout payload (spec 1 §3)', () => {
  it('sends a new customer to be registered with a cash advance', () => {
    const payload = checkoutPayload(form, cart, { toBeRegistered: true, isMember: false, isNonMember: false, customerDetails: null });
    expect(payload).toMatchObject({
      toBeRegistered: true,
      memberId: null,
      nonMemberId: null,
      paymentMode: 1,
      totalPaidAmount: 300,
      grossAmount: 1200,
      clubDiscount: 100,
      credits: 50,
      customerDetails: { name: 'Asha', countryCode: '+91', mobile: '9876543210', email: null, uniqueId: null },
      transactionData: { type: 1, mode: 1 },
      sendSMS: true,
      sendPaymentLink: false,
      isPatternBooking: false,
    });
  });

  it('names the member or non-member found by the lookup', () => {
    const details = {
      id: 7,
      customerName: 'A',
      customerEmail: null,
      customerMobile: '1',
      customerCountryCode: '+91',
      credits: 0,
      creditsExpiry: null,
      uniqueId: null,
      isPasswordProtected: false,
    };
    expect(checkoutPayload(form, cart, { isMember: true, customerDetails: details }).memberId).toBe(7);
    expect(checkoutPayload(form, cart, { isNonMember: true, customerDetails: details }).nonMemberId).toBe(7);
  });

  it('sends an empty advance as 0', () => {
    expect(checkoutPayload({ ...form, advance: '', mode: 0 }, cart, null).totalPaidAmount).toBe(0);
  });
});

describe('idempotency key per attempt', () => {
  it('reuses the key when the same attempt is retried and changes it for a new one', () => {
    let n = 0;
    const keys = new AttemptKeys(() => `k${++n}`);
    expect(keys.keyFor({ a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 2 })).toBe('k2');
    keys.reset();
    expect(keys.keyFor({ a: 2 })).toBe('k3');
  });
});
