import { CheckoutMessages } from '../../../contract/checkout';
import { BusinessError } from '../../core/business-error';
import { toMinor } from '../../core/money';

/**
 * The club discount asked for at POST /booking/pattern (the checkout's `clubDiscount`, major
 * units): 0 when absent or 0 (no discount); otherwise the single checkout's rule, a number
 * above 0 ('Discount should be greater than Rs. 0'). A pattern has no cart, so the payload's
 * discount is the applied one (ADR 0051).
 */
export function discountOfCheckout(amount: unknown, currencySymbol: string): number {
  if (amount === null || amount === undefined || amount === 0) return 0;
  const minor = toMinor(amount);
  // A positive amount below one paisa rounds to 0: refused rather than silently dropped.
  if (minor === null || minor <= 0 || !Number.isSafeInteger(minor)) {
    throw new BusinessError(CheckoutMessages.discountTooLow.replace('{currency}', currencySymbol));
  }
  return minor;
}

/**
 * Spreads a pattern's discount over its occurrences in proportion to their gross (largest
 * remainder, so the shares add up to the discount exactly and none exceeds its occurrence's
 * gross). Each share is the occurrence's club discount: reports read it per booking, and a
 * cancelled occurrence takes its share with it.
 */
export function spreadDiscount(grossMinor: number[], discountMinor: number): number[] {
  const total = grossMinor.reduce((n, g) => n + g, 0);
  if (discountMinor <= 0 || total <= 0) return grossMinor.map(() => 0);
  const exact = grossMinor.map((g) => (g * discountMinor) / total);
  const shares = exact.map(Math.floor);
  let left = discountMinor - shares.reduce((n, s) => n + s, 0);
  const order = exact.map((e, i) => ({ i, rest: e - shares[i] })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    if (shares[i] < grossMinor[i]) {
      shares[i] += 1;
      left -= 1;
    }
  }
  return shares;
}
