/**
 * Upper bounds of what a desk may enter (issue 7). Money is bigint minor units end to end, so
 * these are not about overflow but about typos: a venue never charges a crore for one add-on.
 * Every bound's message names the field.
 */
export const LIMITS = {
  /** Any single amount in major units: price, advance, discount, credits. ₹1,00,00,000. */
  amountMajor: 10_000_000,
  /** Add-on quantity on one line. */
  quantity: 10_000,
  /** Places of one group slot in one cart line. */
  count: 1_000,
} as const;

const indian = new Intl.NumberFormat('en-IN');

/** "Quantity cannot be more than 10,000" */
export function tooLargeMessage(field: string, max: number): string {
  return `${field} cannot be more than ${indian.format(max)}`;
}

/** The bound of a money amount in minor units. */
export const MAX_AMOUNT_MINOR = LIMITS.amountMajor * 100;
