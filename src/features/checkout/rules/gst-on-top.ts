import type { Cart } from '../../../../contract/cart';
import { taxOnTop } from '../../../../contract/gst-amounts';
import { toMinorUnits } from '../../../../contract/money-round';

type GstCart = Pick<Cart, 'cartPrice' | 'extrasGrossPrice' | 'clubDiscount'> & Partial<Pick<Cart, 'extras' | 'gstOnTop'>>;

/**
 * The GST the checkout adds on top of the prices when the club's prices exclude tax (ADR 0082),
 * in rupees: on the court line after volume, club and coupon discounts (credits pay, they do not
 * discount), and on each add-on line after its discount; the server fixes the same figures by the
 * same rule (contract/gst-amounts taxOnTop) when it books. 0 when prices include tax.
 */
export function gstOnTop(cart: GstCart, coupon = 0): { court: number; extras: number } {
  const g = cart.gstOnTop;
  if (!g) return { court: 0, extras: 0 };
  const courtNet = Math.max(
    0,
    toMinorUnits(cart.cartPrice) - toMinorUnits(cart.extrasGrossPrice) - toMinorUnits(cart.clubDiscount + coupon),
  );
  const court = taxOnTop(courtNet, g.courtRateBp, g.interState);
  const extras = (cart.extras ?? []).reduce(
    (n, e, i) => n + taxOnTop(toMinorUnits(e.price) * e.quantity - toMinorUnits(e.discount), g.extrasRateBp[i] ?? 0, g.interState),
    0,
  );
  return { court: court / 100, extras: extras / 100 };
}
