import { CheckoutMessages } from '../../contract/checkout';

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
