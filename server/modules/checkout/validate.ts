import { CheckoutMessages, REMARKS_MAX, type CheckoutRequest } from '../../../contract/checkout';
import { textLength } from '../../../contract/text-length';
import { toMinor } from '../../core/money';
import { normalizePhone, type Phone } from '../../core/phone';
import { paymentModeError, utrFor } from '../../core/payment-rules';
import { isEmail } from '../../../contract/email';
import { customerGstinProblem } from '../../../contract/gstin';

export interface CheckoutInput {
  name: string;
  phone: Phone;
  email: string | null;
  uniqueId: string | null;
  company: string | null;
  additionalInfo: string | null;
  remarks: string | null;
  advanceMinor: number;
  mode: number;
  sendSMS: boolean;
  sendPaymentLink: boolean;
  /** A promotion coupon code (checked and taken in the booking's transaction). */
  coupon: string | null;
  /** The customer's GSTIN (B2B), checked here; the recipient on the invoice. */
  gstin: string | null;
  /** The UPI advance's UTR, if the desk recorded it (ADR 0082 addendum). */
  utr?: string | null;
}

function text(v: string | null | undefined): string | null {
  const t = v?.trim();
  return t ? t : null;
}

/** The checkout rules that need no database (spec 1 §4–§5), in the order the form shows them. */
export function validateCheckout(
  body: CheckoutRequest,
  opts: { emailRequired: boolean; callingCode: string },
): { ok: true; input: CheckoutInput } | { ok: false; message: string } {
  const c = body.customerDetails;
  const name = text(c.name);
  if (!name) return { ok: false, message: CheckoutMessages.nameRequired };
  const mobile = text(c.mobile);
  if (!mobile) return { ok: false, message: CheckoutMessages.mobileRequired };
  const phone = normalizePhone(mobile, text(c.countryCode) ?? opts.callingCode);
  if (!phone) return { ok: false, message: CheckoutMessages.invalidMobile };
  const email = text(c.email);
  if (email && !isEmail(email)) return { ok: false, message: CheckoutMessages.invalidEmail };
  if (!email && opts.emailRequired) return { ok: false, message: CheckoutMessages.emailRequired };
  const gstinRefusal = customerGstinProblem(c.gstin);
  if (gstinRefusal) return { ok: false, message: gstinRefusal };
  const remarks = text(body.bookingRemarks);
  if (remarks && textLength(remarks) > REMARKS_MAX) return { ok: false, message: CheckoutMessages.remarksTooLong };

  const blankAdvance = body.totalPaidAmount === null || body.totalPaidAmount === undefined || body.totalPaidAmount === '';
  const advanceMinor = blankAdvance ? 0 : toMinor(body.totalPaidAmount);
  if (advanceMinor === null || advanceMinor < 0) return { ok: false, message: CheckoutMessages.invalidAdvance };
  const mode = body.paymentMode ?? body.transactionData?.mode ?? 0;
  const modeError = paymentModeError(advanceMinor, mode);
  if (modeError) return { ok: false, message: modeError };
  const utr = utrFor(mode, body.utr);

  return {
    ok: true,
    input: {
      name,
      phone,
      email,
      uniqueId: text(c.uniqueId),
      company: text(c.company),
      additionalInfo: text(c.additionalInfo),
      remarks,
      advanceMinor,
      mode,
      sendSMS: body.sendSMS === true,
      sendPaymentLink: body.sendPaymentLink === true,
      coupon: text(body.coupon),
      gstin: text(c.gstin),
      utr,
    },
  };
}
