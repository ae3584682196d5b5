import { z } from 'zod';
import { utrWire } from './upi';
import { wireAmount } from './money-input';
import { reply } from './envelope';
import { money } from './booking-fields';
import { cartSchema } from './cart';
import { callingCodeField } from './calling-codes';
import { strikeState } from './no-show-strikes';

export const REMARKS_MAX = 100;

export const CheckoutMessages = {
  bookingCreated: 'Booking confirmed',
  nameRequired: 'Name is required',
  mobileRequired: 'Mobile is required',
  invalidMobile: 'Invalid mobile number',
  invalidEmail: 'Invalid email',
  emailRequired: 'Email is required',
  remarksTooLong: `Remarks cannot be longer than ${REMARKS_MAX} characters`,
  advanceTooHigh: 'Advance cannot be greater than net price',
  invalidAdvance: 'Invalid advance amount',
  modeNeedsAdvance: 'Enter an advance amount for the chosen payment mode',
  advanceNeedsMode: 'Select a payment mode for the advance',
  invalidMode: 'Invalid payment mode',
  cartEmpty: 'Your cart is empty',
  discountApplied: 'Discount applied',
  discountReset: 'Discount removed',
  /** `{currency}` is the club currency symbol ('Rs.' for rupees). */
  discountTooLow: 'Discount should be greater than {currency} 0',
  discountTooHigh: 'Discount cannot be greater than slots net price',
  creditsRedeemed: 'Credits redeemed',
  creditsReset: 'Credits removed',
  creditsZeroNet: 'Credits cannot be redeemed as slots net price is 0',
  creditsTooHigh: 'Credits cannot be greater than slots net price',
  creditsNotEnough: 'Member does not have enough credits',
  creditsExpired: 'Member credits have expired',
  creditsInvalid: 'Credits should be greater than 0',
  pinRequired: 'Member PIN is required',
  pinNotSet: 'Member has not set a PIN',
  incorrectPin: 'Incorrect PIN',
  pinLocked: 'Too many wrong PIN attempts, try again later',
  notMember: 'No member found with this mobile number',
  /** The customer's member or guest prices differ from the cart's (ADR 0075). */
  pricesChanged: "The prices changed for this customer's membership. Enter the discount and credits again",
  creditsMobileChanged: 'Credits were redeemed for another mobile number. Remove them first',
} as const;

/** POST /api/customer/details */
export const customerDetailsRequest = z.object({
  mobile: z.string().min(1),
  countryCode: callingCodeField.optional(),
});
export const customerDetailsSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  customerMobile: z.string(),
  customerCountryCode: z.string(),
  credits: money,
  creditsExpiry: z.string().nullable(),
  uniqueId: z.string().nullable(),
  isPasswordProtected: z.boolean(),
});
export const customerDetailsReply = reply({
  toBeRegistered: z.boolean().optional(),
  isMember: z.boolean().optional(),
  isNonMember: z.boolean().optional(),
  customerDetails: customerDetailsSchema.nullable().optional(),
  /** The customer's no-show strikes, only when at or past the club's limit (ADR 0081): the desk is warned before Confirm. */
  noShowStrikes: strikeState.nullable().optional(),
});
export type CustomerDetailsReply = z.infer<typeof customerDetailsReply>;

/** POST /api/club/discount/apply (then /reset without a body). */
export const discountApplyRequest = z.object({ discountAmount: wireAmount('Discount') });

/** POST /api/club/credits/redeem (then /reset without a body). */
export const creditsRedeemRequest = z.object({
  credits: wireAmount('Credits'),
  memberPin: z.string().nullish(),
  mobile: z.string().min(1),
  countryCode: callingCodeField.optional(),
  expiry: z.string().nullish(),
  advance: wireAmount('Advance'),
});

/** Discount, credits and their resets answer with the updated cart. */
export const cartAdjustReply = reply({ cart: cartSchema.optional() });

/** POST /api/booking — the checkout payload of spec 1 §3 (single bookings). */
export const checkoutCustomer = z.object({
  name: z.string().nullish(),
  countryCode: callingCodeField.nullish(),
  mobile: z.string().nullish(),
  email: z.string().nullish(),
  additionalInfo: z.string().nullish(),
  company: z.string().nullish(),
  uniqueId: z.string().nullish(),
  /** A registered customer's GSTIN (B2B): printed on the invoice as the recipient (ADR 0082 addendum). */
  gstin: z.string().max(40, 'Customer GSTIN must be 15 characters').nullish(),
});
export const checkoutRequest = z.object({
  coupon: z.string().nullish(),
  toBeRegistered: z.boolean().nullish(),
  memberId: z.number().int().nullish(),
  nonMemberId: z.number().int().nullish(),
  paymentMode: z.coerce.number().int().nullish(),
  bookingRemarks: z.string().nullish(),
  /** The advance paid now (major units). */
  totalPaidAmount: wireAmount('Advance'),
  /** What the console showed; the server recomputes every amount from the cart. */
  grossAmount: z.number().nullish(),
  clubDiscount: z.number().nullish(),
  credits: z.number().nullish(),
  customerDetails: checkoutCustomer,
  isPatternBooking: z.boolean().nullish(),
  patternBookingData: z.unknown().optional(),
  transactionData: z.object({ type: z.number().int().nullish(), mode: z.coerce.number().int().nullish() }).nullish(),
  /** The UPI advance's UTR (mode 4 only, 12 digits; ADR 0082 addendum). */
  utr: utrWire,
  sendSMS: z.boolean().nullish(),
  sendPaymentLink: z.boolean().nullish(),
  /** An admin books past a fair-use limit with a reason, recorded in the booking's history (ADR 0078). */
  fairUseOverride: z.object({ reason: z.string().max(1_000).nullish() }).nullish(),
  /** The desk books a customer flagged by no-show strikes with a reason, recorded in history (ADR 0081). */
  strikeOverride: z.object({ reason: z.string().max(1_000).nullish() }).nullish(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;
export const checkoutReply = reply({
  bookingId: z.number().int().optional(),
  /** The refusal is a fair-use limit: an admin may book past it with a reason (ADR 0078). */
  fairUseLimit: z.boolean().optional(),
  /** The refusal is the customer's no-show strikes: the desk may book with a reason (ADR 0081). */
  noShowStrikes: strikeState.optional(),
});
export type CheckoutReply = z.infer<typeof checkoutReply>;

/** Where the header's name lives now; kept here for the server's existing imports. */
export { IDEMPOTENCY_HEADER } from './idempotency-key';
