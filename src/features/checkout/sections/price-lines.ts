import type { Cart } from '../../../../contract/cart';
import { amountValue, type AmountInput } from '../../../lib/payment-mode';
import { balanceDue, netPrice } from '../rules/money-math';
import { advanceError, type CartPrices } from '../rules/price-rules';
import { roundMoney } from '../../../../contract/money-round';
import { gstOnTop } from '../rules/gst-on-top';
import { i18n } from '../../../lib/i18n/i18n';

export interface PriceLine {
  label: string;
  amount: number;
  /** Subtracted from the total (shown with a minus). */
  minus?: boolean;
  strong?: boolean;
}

type SummaryCart = CartPrices & Pick<Cart, 'slotsGrossPrice' | 'volumeDiscount'>;

/**
 * The summary lines of the checkout: what the slots and add-ons cost, what is taken off (club
 * discount, coupon, credits), net,
 * balance. An advance the rules refuse (above the net price, negative) is left out rather than
 * shown as taken: the balance is never negative (its message sits beside the summary and field).
 */
export function priceLines(cart: SummaryCart, advance: AmountInput, coupon = 0): PriceLine[] {
  // The server takes an applied coupon off the slots (booking-service: slots net − coupon);
  // net and balance here must be the same figures the booking will be charged.
  // GST on top of the prices when the club's prices exclude it (ADR 0082): part of what is owed.
  const gst = gstOnTop(cart, coupon);
  const gstTotal = roundMoney(gst.court + gst.extras);
  const net = Math.max(0, roundMoney(netPrice(cart.cartPrice, cart.credits, cart.clubDiscount + coupon) + gstTotal));
  const paid = advanceError(advance, cart, coupon) ? 0 : (amountValue(advance) ?? 0);
  const lines: PriceLine[] = [{ label: i18n.t('checkout:line.slots'), amount: cart.slotsGrossPrice }];
  if (cart.volumeDiscount > 0) lines.push({ label: i18n.t('checkout:line.volumeDiscount'), amount: cart.volumeDiscount, minus: true });
  if (cart.extrasGrossPrice > 0) lines.push({ label: i18n.t('checkout:line.addons'), amount: cart.extrasGrossPrice });
  const extrasDiscount = roundMoney(cart.extrasGrossPrice - cart.extrasNetPrice);
  if (extrasDiscount > 0) lines.push({ label: i18n.t('checkout:line.addonDiscount'), amount: extrasDiscount, minus: true });
  if (cart.clubDiscount > 0) lines.push({ label: i18n.t('checkout:line.discount'), amount: cart.clubDiscount, minus: true });
  if (coupon > 0) lines.push({ label: i18n.t('checkout:line.coupon'), amount: coupon, minus: true });
  if (gstTotal > 0) lines.push({ label: i18n.t('checkout:line.gst'), amount: gstTotal });
  if (cart.credits > 0) lines.push({ label: i18n.t('checkout:line.credits'), amount: cart.credits, minus: true });
  lines.push({ label: i18n.t('checkout:line.net'), amount: net, strong: true });
  if (paid > 0) lines.push({ label: i18n.t('checkout:line.advance'), amount: paid, minus: true });
  lines.push({ label: i18n.t('checkout:line.balance'), amount: Math.max(0, balanceDue(net, paid)), strong: true });
  return lines;
}
