import { CheckoutMessages as WireMessages, REMARKS_MAX } from '../../../contract/checkout';

export { REMARKS_MAX };

/** Checkout texts of spec 1 §4–§5: the server's own where it has them, plus console-only ones. */
export const CheckoutMessages = {
  ...WireMessages,
  advanceReset: 'Advance has been reset. Please enter again',
  newCustomer: 'New customer: they will be registered with this booking',
  clearCartQuestion: 'All slots in the cart will be cleared. Do you wish to continue?',
  advanceNegative: 'Advance cannot be less than 0',
} as const;

/** 'Discount should be greater than ₹ 0' — the symbol is the club's (spec 1 §9). */
export function discountPositiveMessage(symbol: string): string {
  return WireMessages.discountTooLow.replace('{currency}', symbol);
}
