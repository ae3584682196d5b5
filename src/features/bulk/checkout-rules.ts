import { CheckoutMessages } from '../../../contract/checkout';
import { creditsPaymentError, amountValue, type AmountInput } from '../../lib/payment-mode';
import { mobileError } from '../../components/checkout/mobile-error';
import type { CheckoutFormValues } from '../../components/checkout/checkout-types';

/** The fields of the shared checkout form the bulk rules read. */
export type BulkCheckoutValues = Pick<CheckoutFormValues, 'name' | 'mobile' | 'countryCode' | 'email' | 'remarks' | 'advance' | 'mode'>;
export type BulkCheckoutErrors = Partial<Record<'name' | 'mobile' | 'email' | 'remarks' | 'advance' | 'credits', string>>;

/** Member credits offered on a member's pattern (ADR 0037): an amount and the member's PIN. */
export interface BulkCredits {
  amount: AmountInput;
  pin: string;
  /** What the member can spend today. */
  available: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Field errors of the bulk checkout (spec 1 §5 "Checkout"), the first one per field. The
 * advance may not exceed the pattern's gross less the credits; credits are optional, but once
 * typed need an amount above 0, the PIN, and no more than the member has or the pattern costs.
 */
export function bulkCheckoutErrors(f: BulkCheckoutValues, gross: number, emailRequired: boolean, credits?: BulkCredits): BulkCheckoutErrors {
  const out: BulkCheckoutErrors = {};
  if (!f.name.trim()) out.name = CheckoutMessages.nameRequired;
  const mobile = mobileError(f.countryCode, f.mobile.trim());
  if (mobile) out.mobile = mobile;
  if (f.email.trim() && !EMAIL.test(f.email.trim())) out.email = CheckoutMessages.invalidEmail;
  else if (!f.email.trim() && emailRequired) out.email = CheckoutMessages.emailRequired;
  if (f.remarks.length > 100) out.remarks = CheckoutMessages.remarksTooLong;
  const creditsUsed = credits ? creditsAmount(credits) : 0;
  const creditsProblem = credits && String(credits.amount).trim() !== '' ? creditsPaymentError(credits.amount, credits.available, credits.pin) : null;
  if (creditsProblem) out.credits = creditsProblem;
  else if (creditsUsed > gross) out.credits = CheckoutMessages.creditsTooHigh;
  const advance = amountValue(f.advance) ?? 0;
  if (advance < 0) out.advance = CheckoutMessages.invalidAdvance;
  else if (advance > gross - creditsUsed) out.advance = CheckoutMessages.advanceTooHigh;
  else if (advance > 0 && f.mode === 0) out.advance = CheckoutMessages.advanceNeedsMode;
  else if (advance === 0 && f.mode !== 0) out.advance = CheckoutMessages.modeNeedsAdvance;
  return out;
}

/** The credits to send: 0 when none are typed. */
export function creditsAmount(credits: BulkCredits): number {
  const value = amountValue(credits.amount);
  return value !== null && value > 0 ? value : 0;
}
