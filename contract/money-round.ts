/**
 * The one rounding of money in the product (issue 25). Amounts are whole minor units (paise);
 * the wire and the inputs carry major units with at most two decimals, and arithmetic on them
 * in floating point leaves binary noise (0.29 × 100 = 28.999…, 0.1 + 0.2 = 0.30000000000000004).
 * These functions remove the noise; they are not a way to accept a third decimal someone typed,
 * which the money rule (money-input.ts) refuses before any sum is made.
 */

/** A major-unit amount in whole minor units: 12.34 → 1234, 0.29 → 29, 1.005 → 101. */
export function toMinorUnits(major: number): number {
  // toFixed(4) first so 28.999…96 reads as 29 (and 100.4999…9 of 1.005 as 100.5, then 101).
  const minor = Math.round(Number((major * 100).toFixed(4)));
  return minor === 0 ? 0 : minor;
}

/** Minor units back to major units: 1234 → 12.34. */
export function toMajorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

/** A major-unit amount rounded to two decimals: 0.1 + 0.2 → 0.3, 1.005 → 1.01. */
export function roundMoney(major: number): number {
  return toMajorUnits(toMinorUnits(major));
}

/**
 * The decimal places a number really has, ignoring binary noise: 0.1 + 0.2 → 1, 1.0000001 → 7,
 * 1e-7 → 7. Fifteen significant digits is what a double holds exactly.
 */
export function decimalPlaces(value: number): number {
  const [mantissa, exponent] = String(Math.abs(Number(value.toPrecision(15)))).split('e');
  const fraction = (mantissa.split('.')[1] ?? '').length;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** Whether a number has at most `places` decimals (2 for money, 0 for whole rupees). */
export function hasAtMostDecimals(value: number, places: number): boolean {
  return Number.isFinite(value) && decimalPlaces(value) <= places;
}
