import { CheckoutMessages } from '../../domain/checkout/checkout-messages';
import { amountValue, type AmountInput } from '../../lib/payment-mode';
import { mobileError } from '../../domain/checkout/mobile-error';
import { discountAmountError } from '../../domain/checkout/discount-rule';
import { isRefused } from '../../components/typed-input/typed-text-input';
import { MoneyMessages } from '../../../contract/money-input';
import type { CheckoutFormValues } from '../../domain/checkout/checkout-types';
import { isEmail } from '../../../contract/email';
import { roundMoney } from '../../../contract/money-round';
import { CheckoutMessages as WireMessages } from '../../../contract/checkout';
import { MESSAGE_KEYS } from '../../../contract/message-keys';
import { contractWords } from '../../lib/i18n/contract-words';
import type { ApiOutcome } from '../../lib/api/outcome';

/** The fields of the shared checkout form the bulk rules read. */
export type BulkCheckoutValues = Pick<CheckoutFormValues, 'name' | 'mobile' | 'countryCode' | 'email' | 'remarks' | 'advance' | 'mode'>;
export type BulkCheckoutErrors = Partial<Record<'name' | 'mobile' | 'email' | 'remarks' | 'advance', string>>;

/** What the bulk checkout has applied: the club discount and the member credits (major units, 0 = none). */
export interface BulkAdjustments {
  discount: number;
  credits: number;
}

export const NO_ADJUSTMENTS: BulkAdjustments = { discount: 0, credits: 0 };

/**
 * Field errors of the bulk checkout (spec 1 §5 "Checkout"), the first one per field. The
 * advance may not exceed the pattern's net price: its gross less the discount and credits.
 */
export function bulkCheckoutErrors(
  f: BulkCheckoutValues,
  gross: number,
  emailRequired: boolean,
  applied: BulkAdjustments = NO_ADJUSTMENTS,
): BulkCheckoutErrors {
  const out: BulkCheckoutErrors = {};
  if (!f.name.trim()) out.name = CheckoutMessages.nameRequired;
  const mobile = mobileError(f.countryCode, f.mobile.trim());
  if (mobile) out.mobile = mobile;
  if (f.email.trim() && !isEmail(f.email)) out.email = CheckoutMessages.invalidEmail;
  else if (!f.email.trim() && emailRequired) out.email = CheckoutMessages.emailRequired;
  if (f.remarks.length > 100) out.remarks = CheckoutMessages.remarksTooLong;
  const advance = amountValue(f.advance) ?? 0;
  // Text the field refused ("-5", "2.505") is not a blank advance: it blocks the booking (issue 24 item 6).
  if (isRefused(f.advance)) out.advance = contractWords(MoneyMessages.notNumber('Advance'));
  else if (advance < 0) out.advance = CheckoutMessages.invalidAdvance;
  else if (advance > roundMoney(gross - applied.discount - applied.credits)) out.advance = CheckoutMessages.advanceTooHigh;
  else if (advance > 0 && f.mode === 0) out.advance = CheckoutMessages.advanceNeedsMode;
  else if (advance === 0 && f.mode !== 0) out.advance = CheckoutMessages.modeNeedsAdvance;
  return out;
}

/** The pattern's discount: the single checkout's rule, within the price less credits (as the server judges it). */
export function patternDiscountError(amount: AmountInput, gross: number, applied: BulkAdjustments, symbol: string): string | undefined {
  return discountAmountError(amount, roundMoney(gross - applied.credits), symbol);
}

/**
 * Credits on a member's pattern, in the single checkout's order and words: something left to
 * pay, an amount above 0, within the member's credits and the price after the discount, and the PIN.
 */
export function patternCreditsError(
  input: { credits: AmountInput; pin: string },
  gross: number,
  applied: BulkAdjustments,
  available: number,
): string | undefined {
  const net = roundMoney(gross - applied.discount);
  if (net <= 0) return CheckoutMessages.creditsZeroNet;
  const value = amountValue(input.credits);
  if (value === null || value <= 0) return CheckoutMessages.creditsInvalid;
  if (value > available) return CheckoutMessages.creditsNotEnough;
  if (value > net) return CheckoutMessages.creditsTooHigh;
  if (!input.pin.trim()) return CheckoutMessages.pinRequired;
  return undefined;
}

/**
 * The refusals that mean the credits typed must be asked for again (the PIN is checked on
 * Confirm), by the code the server sends beside them: their text is in the language on screen.
 */
const CREDIT_REFUSALS: ReadonlySet<string> = new Set(
  [
    WireMessages.incorrectPin,
    WireMessages.pinRequired,
    WireMessages.pinNotSet,
    WireMessages.pinLocked,
    WireMessages.creditsNotEnough,
    WireMessages.creditsExpired,
  ].map((message) => MESSAGE_KEYS[message]),
);

/** Whether a booking's outcome asks for the credits and the PIN again. */
export function asksCreditsAgain(outcome: ApiOutcome<unknown>): boolean {
  return !outcome.ok && outcome.kind === 'failure' && outcome.code !== undefined && CREDIT_REFUSALS.has(outcome.code);
}
