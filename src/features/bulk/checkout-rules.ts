import { CheckoutMessages } from '../../../contract/checkout';
import { isValidMobile } from '../../lib/phone';

export interface BulkCheckoutForm {
  name: string;
  mobile: string;
  countryCode: string;
  email: string;
  remarks: string;
  advance: string;
  mode: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors of the bulk checkout (spec 1 §5 "Checkout"), the first one per field. */
export function bulkCheckoutErrors(f: BulkCheckoutForm, gross: number, emailRequired: boolean): Partial<Record<keyof BulkCheckoutForm, string>> {
  const out: Partial<Record<keyof BulkCheckoutForm, string>> = {};
  if (!f.name.trim()) out.name = CheckoutMessages.nameRequired;
  if (!f.mobile.trim()) out.mobile = CheckoutMessages.mobileRequired;
  else if (!isValidMobile(f.countryCode, f.mobile.trim())) out.mobile = CheckoutMessages.invalidMobile;
  if (f.email.trim() && !EMAIL.test(f.email.trim())) out.email = CheckoutMessages.invalidEmail;
  else if (!f.email.trim() && emailRequired) out.email = CheckoutMessages.emailRequired;
  if (f.remarks.length > 100) out.remarks = CheckoutMessages.remarksTooLong;
  const advance = f.advance.trim() === '' ? 0 : Number(f.advance);
  if (!Number.isFinite(advance) || advance < 0) out.advance = CheckoutMessages.invalidAdvance;
  else if (advance > gross) out.advance = CheckoutMessages.advanceTooHigh;
  else if (advance > 0 && f.mode === 0) out.advance = CheckoutMessages.advanceNeedsMode;
  else if (advance === 0 && f.mode !== 0) out.advance = CheckoutMessages.modeNeedsAdvance;
  return out;
}

/** Spec 1 §4: an amount above 0 on No Pay switches to Cash; clearing it returns to No Pay. */
export function modeAfterAdvance(advance: string, mode: number): number {
  const n = Number(advance);
  if (advance.trim() === '' || !Number.isFinite(n) || n <= 0) return 0;
  return mode === 0 ? 1 : mode;
}
