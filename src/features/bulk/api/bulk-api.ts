import { patternCheckoutReply, type PatternForm } from '../../../../contract/bulk';
import { api } from '../../../lib/api/client';
import type { BulkCheckoutForm } from '../checkout-rules';

/** The bulk checkout form as sent: the same fields the page edits. */
export type PatternCheckoutInput = BulkCheckoutForm;

/** POST /api/booking/pattern — the checkout payload with isPatternBooking (spec 1 §3). */
export function bookPattern(form: PatternForm, input: PatternCheckoutInput, idempotencyKey: string) {
  return api.post(
    '/booking/pattern',
    {
      isPatternBooking: true,
      patternBookingData: form,
      customerDetails: { name: input.name, mobile: input.mobile, countryCode: input.countryCode, email: input.email || null },
      bookingRemarks: input.remarks,
      totalPaidAmount: input.advance === '' ? 0 : Number(input.advance),
      paymentMode: input.mode,
      transactionData: { type: 2, mode: input.mode },
      sendSMS: false,
      sendPaymentLink: false,
    },
    { schema: patternCheckoutReply, idempotencyKey, present: { success: true } },
  );
}
