import type { PatternForm } from '../../../../contract/bulk';
import { TransactionType } from '../../../../contract/codes';
import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';
import { amountValue } from '../../../lib/payment-mode';
import type { CheckoutFormValues } from '../../../domain/checkout/checkout-types';

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * POST /api/booking/pattern — the checkout payload with isPatternBooking (spec 1 §3), from the
 * shared checkout form; `clubDiscount` is the applied discount and `credits` with the member's PIN
 * pays part with member credits (ADR 0037, 0051). No confirmation SMS/email for a pattern.
 */
export function bookPattern(
  form: PatternForm,
  values: CheckoutFormValues,
  money: { discount: number; credits: number; pin: string },
  idempotencyKey: string,
  /** Reasons to book past a fair-use limit (an admin, ADR 0078 addendum) or no-show strikes (the desk, ADR 0081). */
  overrides: { fairUse?: string; strike?: string } = {},
) {
  return api.call(
    endpoints.bulk.checkout,
    {
      isPatternBooking: true,
      patternBookingData: form,
      customerDetails: {
        name: values.name.trim(),
        mobile: values.mobile.replace(/[\s-]/g, ''),
        countryCode: values.countryCode,
        email: blankToNull(values.email),
        uniqueId: blankToNull(values.uniqueId),
      },
      bookingRemarks: blankToNull(values.remarks),
      totalPaidAmount: amountValue(values.advance) ?? 0,
      paymentMode: values.mode,
      transactionData: { type: TransactionType.patternBooking, mode: values.mode },
      clubDiscount: money.discount,
      ...(money.credits > 0 ? { credits: money.credits, memberPin: money.pin } : {}),
      sendSMS: false,
      sendPaymentLink: values.sendPaymentLink,
      ...(overrides.fairUse === undefined ? {} : { fairUseOverride: { reason: overrides.fairUse } }),
      ...(overrides.strike === undefined ? {} : { strikeOverride: { reason: overrides.strike } }),
    },
    { idempotencyKey, present: { success: true } },
  );
}
