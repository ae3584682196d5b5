/** Payment modes of spec 1 §4 / §9. */
/** UPI (4) is issue 29's own mode (ADR 0082): counted apart from cash in reports and cash close. */
export const PaymentMode = { noPay: 0, cash: 1, card: 2, other: 3, upi: 4 } as const;
export type PaymentModeCode = (typeof PaymentMode)[keyof typeof PaymentMode];
export const PAYMENT_MODE_NAMES: Record<PaymentModeCode, string> = { 0: 'No Pay', 1: 'Cash', 2: 'Card', 3: 'Other', 4: 'UPI' };

/** Transaction types of spec 1 §9 and spec 2 §9. */
export const TransactionType = {
  subscriptionCancel: -1,
  singleBooking: 1,
  patternBooking: 2,
  laterPayment: 3,
  creditRecharge: 5,
  memberRegistration: 7,
} as const;
export type TransactionTypeCode = (typeof TransactionType)[keyof typeof TransactionType];
export const TRANSACTION_TYPE_NAMES: Record<TransactionTypeCode, string> = {
  [-1]: 'Subscription Cancel',
  1: 'Single Booking',
  2: 'Pattern Booking',
  3: 'Later Payment',
  5: 'Credit Recharge',
  7: 'Member Registration',
};

/** Staff payments carry this handler and place (spec 1 §6). */
export const STAFF_HANDLER = 'ground_admin';
export const STAFF_PLACE = 'partner';

export const LIFETIME_DATE = '9999-12-31';
export const DEFAULT_COUNTRY_CODE = '+91';
