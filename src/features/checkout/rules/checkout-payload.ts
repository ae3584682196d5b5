import { TransactionType } from '../../../../contract/codes';
import type { Cart } from '../../../../contract/cart';
import type { CheckoutRequest } from '../../../../contract/checkout';
import type { CheckoutFormValues, CustomerLookup } from '../../../domain/checkout/checkout-types';
import { amountValue } from '../../../lib/payment-mode';
import { newIdempotencyKey } from '../../../../contract/idempotency-key';

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The checkout payload of spec 1 §3 (single booking, transaction type 1). */
export function checkoutPayload(form: CheckoutFormValues, cart: Cart, lookup: CustomerLookup | null): CheckoutRequest {
  const customerId = lookup?.customerDetails?.id ?? null;
  return {
    toBeRegistered: lookup ? Boolean(lookup.toBeRegistered) : true,
    memberId: lookup?.isMember ? customerId : null,
    nonMemberId: lookup?.isNonMember ? customerId : null,
    paymentMode: form.mode,
    bookingRemarks: blankToNull(form.remarks),
    totalPaidAmount: amountValue(form.advance) ?? 0,
    grossAmount: cart.cartPrice,
    clubDiscount: cart.clubDiscount,
    credits: cart.credits,
    customerDetails: {
      name: form.name.trim(),
      countryCode: form.countryCode,
      mobile: form.mobile.replace(/[\s-]/g, ''),
      email: blankToNull(form.email),
      uniqueId: blankToNull(form.uniqueId),
    },
    isPatternBooking: false,
    transactionData: { type: TransactionType.singleBooking, mode: form.mode },
    sendSMS: form.sendSMS,
    sendPaymentLink: form.sendPaymentLink,
  };
}

/** One key per attempt: the same payload retried keeps its key; any change makes a new attempt. */
export class AttemptKeys {
  private last: { payload: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  keyFor(payload: unknown): string {
    const text = JSON.stringify(payload);
    if (this.last?.payload !== text) this.last = { payload: text, key: this.newKey() };
    return this.last.key;
  }

  /** After a success the next booking is a new attempt even with identical values. */
  reset(): void {
    this.last = null;
  }
}
