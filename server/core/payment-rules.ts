import { CheckoutMessages } from '../../contract/checkout';
import { PaymentMode } from '../../contract/codes';
import { UtrMessages, utrError, utrOf } from '../../contract/upi';
import { InputError } from './input-error';

/**
 * Payment mode rules of spec 1 §4: an advance above 0 needs Cash, Card or Other; a paying
 * mode without an advance is invalid; No Pay (0) goes with no advance.
 */
export function paymentModeError(advanceMinor: number, mode: number): string | null {
  if (![0, 1, 2, 3, 4].includes(mode)) return CheckoutMessages.invalidMode;
  if (advanceMinor > 0 && mode === 0) return CheckoutMessages.advanceNeedsMode;
  if (advanceMinor <= 0 && mode !== 0) return CheckoutMessages.modeNeedsAdvance;
  return null;
}

/**
 * The UTR to store with a payment of `mode` (ADR 0082 addendum): none, or 12 digits with a UPI
 * payment. The schema refuses a malformed one already; this also refuses one with another mode.
 * Both refusals name the field `utr`, before anything is written.
 */
export function utrFor(mode: number, utr: string | null | undefined): string | null {
  const digits = utrError(utr);
  if (digits) throw new InputError('utr', digits);
  const stored = utrOf(utr);
  if (stored !== null && mode !== PaymentMode.upi) throw new InputError('utr', UtrMessages.onlyUpi);
  return stored;
}
