/** Prices travel and display rounded to 2 decimals (spec 1 §9). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Net price = cart price − credits − discount (spec 1 §4). */
export function netPrice(cartPrice: number, credits: number, discount: number): number {
  return round2(cartPrice - credits - discount);
}

/** Balance = net price − advance (spec 1 §4). */
export function balanceDue(net: number, advance: number): number {
  return round2(net - advance);
}

/** The advance pays the slots only: cart price − credits − discount − extras gross (spec 1 §5). */
export function maxAdvance(cartPrice: number, credits: number, discount: number, extrasGrossPrice: number): number {
  return round2(cartPrice - credits - discount - extrasGrossPrice);
}
