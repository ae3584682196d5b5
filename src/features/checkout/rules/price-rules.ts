import type { Cart } from '../../../../contract/cart';
import { CheckoutMessages as M } from '../../../domain/checkout/checkout-messages';
import { discountAmountError } from '../../../domain/checkout/discount-rule';
import { amountValue, type AmountInput } from '../../../lib/payment-mode';
import { maxAdvance } from './money-math';
import { gstOnTop } from './gst-on-top';
import { roundMoney } from '../../../../contract/money-round';
import { isRefused } from '../../../components/typed-input/typed-text-input';
import { MoneyMessages } from '../../../../contract/money-input';

export type CartPrices = Pick<Cart, 'cartPrice' | 'slotsNetPrice' | 'extrasNetPrice' | 'extrasGrossPrice' | 'credits' | 'clubDiscount'> &
  Partial<Pick<Cart, 'extras' | 'gstOnTop'>>;

/** Discount of spec 1 §5: a number above 0, not above slots + extras net price. */
export function discountError(amount: AmountInput, cart: CartPrices, symbol: string): string | undefined {
  return discountAmountError(amount, cart.slotsNetPrice + cart.extrasNetPrice, symbol);
}

export interface CreditsInput {
  credits: AmountInput;
  pin: string;
  isMember: boolean;
  availableCredits: number;
}

/** Credits redemption: members only, slots net price above 0, within the member's credits, with the PIN. */
export function creditsError(input: CreditsInput, cart: CartPrices): string | undefined {
  if (cart.slotsNetPrice <= 0) return M.creditsZeroNet;
  if (!input.isMember) return M.notMember;
  const value = amountValue(input.credits);
  if (value === null || value <= 0) return M.creditsInvalid;
  if (value > input.availableCredits) return M.creditsNotEnough;
  if (value > cart.slotsNetPrice) return M.creditsTooHigh;
  if (!input.pin.trim()) return M.pinRequired;
  return undefined;
}

/**
 * The most the advance may be: what the slots still cost (spec 1 §5), after an applied
 * coupon (the server refuses an advance above slots net − coupon), GST on top included when
 * the club's prices exclude it (ADR 0082).
 */
export function advanceCeiling(cart: CartPrices, coupon = 0): number {
  const base = maxAdvance(cart.cartPrice, cart.credits, cart.clubDiscount + coupon, cart.extrasGrossPrice);
  return Math.max(0, roundMoney(base + gstOnTop(cart, coupon).court));
}

/** Advance: empty means none; never negative; never above what the slots still cost. */
export function advanceError(advance: AmountInput, cart: CartPrices, coupon = 0): string | undefined {
  // Text the field refused ("-5", "2.505") is not a blank advance: it blocks the booking (issue 24 item 6).
  if (isRefused(advance)) return MoneyMessages.notNumber('Advance');
  const value = amountValue(advance);
  if (value === null) return undefined;
  if (value < 0) return M.advanceNegative;
  if (value > advanceCeiling(cart, coupon)) return M.advanceTooHigh;
  return undefined;
}
