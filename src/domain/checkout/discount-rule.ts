import { CheckoutMessages as M, discountPositiveMessage } from './checkout-messages';
import { amountValue, type AmountInput } from '../../lib/payment-mode';

/**
 * The club discount of spec 1 §5, for both checkouts: a number above 0 ('Discount should be
 * greater than Rs. 0'), not above what the slots still cost (`ceiling`: the cart's slots + extras
 * net price, or a pattern's price less credits).
 */
export function discountAmountError(amount: AmountInput, ceiling: number, symbol: string): string | undefined {
  const value = amountValue(amount);
  if (value === null || value <= 0) return discountPositiveMessage(symbol);
  if (value > ceiling) return M.discountTooHigh;
  return undefined;
}
