import { roundMoney } from '../../../../contract/money-round';

// Prices travel and display rounded to 2 decimals (spec 1 §9), by the contract's one rounding.

/** Net price = cart price − credits − discount (spec 1 §4). */
export function netPrice(cartPrice: number, credits: number, discount: number): number {
  return roundMoney(cartPrice - credits - discount);
}

/** Balance = net price − advance (spec 1 §4). */
export function balanceDue(net: number, advance: number): number {
  return roundMoney(net - advance);
}

/** The advance pays the slots only: cart price − credits − discount − extras gross (spec 1 §5). */
export function maxAdvance(cartPrice: number, credits: number, discount: number, extrasGrossPrice: number): number {
  return roundMoney(cartPrice - credits - discount - extrasGrossPrice);
}
