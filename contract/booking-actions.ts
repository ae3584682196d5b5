import { z } from 'zod';
import { utrWire } from './upi';
import { wireAmount } from './money-input';
import { reply } from './envelope';
import { idNumber, isoDate, money, wireTime } from './booking-fields';
import { REMARKS_MAX } from './checkout';
import { cartExtraAddRequest } from './cart';
import { bookingDetailsSchema } from './booking';

/** Messages of the booking details actions (spec 1 §4, §5, §8; spelling corrected). */
export const BookingActionMessages = {
  amountRequired: 'Amount is required',
  amountAboveBalance: 'Amount is greater than balance',
  amountNotPositive: 'Amount must be greater than 0',
  invalidDiscount: 'Invalid discount amount',
  selectMode: 'Select a payment mode',
  paymentRecorded: 'Payment recorded',
  remarksBlank: "Remarks can't be blank",
  remarksTooLong: `Remarks cannot be longer than ${REMARKS_MAX} characters`,
  remarksUpdated: 'Remarks updated',
  amountUpdated: 'Updated Booking Amount',
  amountBelowPaid: 'Amount cannot be less than what is already paid and discounted',
  paymentLinkSent: 'Payment Link Sent',
  nothingToPay: 'Nothing is left to pay on this booking',
  cancelled: 'Booking is cancelled',
  marketplace: 'Contact the provider to modify marketplace bookings',
  occurrencePayOnPattern: 'Pay a bulk booking from its bulk booking card',
  cancelDone: 'Booking cancelled',
  refundModeRequired: 'Select a refund mode',
  invalidRefundType: 'Invalid refund type',
  extrasAdded: 'Add-ons added',
  addonNotFound: 'Add-on not found',
  rescheduleTimeStep: 'Pick a start time in 15-minute steps',
  rescheduleOneCourt: 'Only a booking on one court and one day can be rescheduled',
  rescheduleGroup: 'Group bookings cannot be rescheduled',
  rescheduleOutsideHours: 'The court is not open for the whole booking at that time',
  /** Every court of the activity is shut for the new time (before opening, after closing). */
  rescheduleClubClosed: 'The club is closed at that time',
  reschedulePast: 'Cannot reschedule into the past',
  rescheduleAvailable: 'Slot is available',
  rescheduleUnavailable: 'Slot is not available at the chosen time',
  reschedulePriceChanged: 'The price has changed, check availability again',
  rescheduled: 'Booking rescheduled',
  courtNotFound: 'Court not found',
  rescheduleEnabled: 'Reschedule enabled',
  notMarketplace: 'Only marketplace bookings have this action',
  checkedIn: 'Checked In',
  alreadyCheckedIn: 'Already checked in',
  checkinNotToday: 'Check-in is possible only on the day of the booking',
  /** The attendee id a check-in names must be one of the booking's list (1…count); never rewritten. */
  attendeeRange: (count: number) => (count === 1 ? 'Attendee id must be 1' : `Attendee id must be a whole number from 1 to ${count}`),
  checkinNoShow: 'A booking marked as no-show cannot be checked in',
  noShowOnlyBnpl: 'Only pay-later bookings that are not cancelled can be marked as no-show',
  noShowCheckedIn: 'A checked-in booking cannot be marked as no-show',
  noShowBeforeStart: 'A booking can be marked as no-show only after it starts',
  noShowMarked: 'Marked as no-show',
  noShowCleared: 'No-show removed',
  callback: 'You will receive a call shortly',
  callbackOnlyIndia: 'A call-back is possible only for +91 customers of marketplace bookings',
  invalidVenueMobile: 'Invalid mobile number',
  mobileNotMasked: 'This booking shows its number already',
} as const;

const transactionData = z
  .object({ mode: z.coerce.number().int().min(0).max(4).nullish(), type: z.coerce.number().int().nullish() })
  .nullish();

/** POST /booking/payment/update (Pay Now, court). */
export const payNowRequest = z.object({
  bookingId: idNumber,
  amount: wireAmount('Amount'),
  discount: wireAmount('Discount'),
  transactionData,
  /** The UPI payment's UTR (mode 4 only, 12 digits; ADR 0082 addendum). */
  utr: utrWire,
});

/** POST /extras/payment/update (Pay Now, add-ons); ebookingId is the add-on line. */
export const extrasPaymentRequest = z.object({
  bookingId: idNumber,
  ebookingId: idNumber.nullish(),
  amount: wireAmount('Amount'),
  discount: wireAmount('Discount'),
  transactionData,
  /** The UPI payment's UTR (mode 4 only, 12 digits; ADR 0082 addendum). */
  utr: utrWire,
});

/** POST /booking/amount/update (Edit Amount, court price). */
export const amountUpdateRequest = z.object({ bookingId: idNumber, amount: wireAmount('Amount') });

/** POST /booking/remarks/update */
export const remarksUpdateRequest = z.object({ bookingId: idNumber, bookingRemarks: z.string().nullish() });

/** POST /booking/extra/update: add-ons added to a booking (each with the checkout rules). */
export const bookingExtrasRequest = z.object({ bookingId: idNumber, extras: z.array(cartExtraAddRequest).min(1).max(20) });

/** POST /booking/cancellation */
export const cancellationRequest = z.object({
  bookingId: idNumber,
  cancelRemarks: z.string().max(200).nullish(),
  marketplaceCancelRemarks: z.string().max(200).nullish(),
  refundMode: z.coerce.number().int().min(0).max(4).nullish(),
  refundType: z.coerce.number().int().nullish(),
  transactionData,
  sendSMS: z.boolean().nullish(),
});

/** POST /booking/reschedule/verify | /pricing | /reschedule */
export const rescheduleRequest = z.object({
  bookingId: idNumber,
  rescheduleDate: isoDate,
  startTime: wireTime,
  courtId: idNumber.nullish(),
  /** The price the desk saw (pricing reply); a different current price refuses the move. */
  reschedulePrice: z.number().nullish(),
  /** An admin moves the booking past a fair-use limit with a reason, kept in its history (ADR 0078 addendum). */
  fairUseOverride: z.object({ reason: z.string().max(1_000).nullish() }).nullish(),
});
/** A refused move says whether a fair-use limit refused it (an admin may override it). */
export const rescheduleReply = reply({ fairUseLimit: z.boolean().optional() });

export const bookingIdRequest = z.object({ bookingId: idNumber });
export const checkinRequest = z.object({ bookingId: idNumber, id: z.union([z.number(), z.string()]).nullish() });

/**
 * The attendee id a check-in names, read as typed: a whole number of the booking's list
 * (1…count), else null (refused with attendeeRange). Never moved into range. A booking of one
 * attendee may leave it out.
 */
export function attendeeIdOf(raw: unknown, count: number): number | null {
  if ((raw === null || raw === undefined || raw === '') && count === 1) return 1;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= count ? n : null;
}
export const noShowRequest = z.object({ bookingId: idNumber, noShow: z.boolean().nullish() });
export const getInTouchRequest = z.object({ bookingId: idNumber, venueMobile: z.string().max(20) });
export const viewMobileQuery = z.object({ booking_id: idNumber });
export const bookingQuery = z.object({ bookingId: idNumber });
export const receiptQuery = z.object({ transactionId: idNumber });

export const transactionRow = z.object({
  transactionId: z.number().int(),
  type: z.number().int(),
  kind: z.enum(['payment', 'refund']),
  target: z.string(),
  timestamp: z.string(),
  place: z.string(),
  handler: z.string(),
  amount: money,
  mode: z.number().int(),
  /** Member credits that moved with this row (a fee paid from credits, or given back): shown beside its ₹0 money. */
  credits: money.optional(),
  /** The UPI payment's UTR, when the desk recorded one (ADR 0082 addendum). */
  utr: z.string().optional(),
});
export type TransactionRow = z.infer<typeof transactionRow>;
export const transactionsReply = reply({ transactionDetails: z.array(transactionRow).optional() });

/**
 * A court at the new time: `available` to move to, else `closed` (the time falls outside its
 * opening hours, `openTime`–`closeTime`) or taken (a booking, hold or block).
 */
export const rescheduleCourt = z.object({
  courtId: z.number().int(),
  courtName: z.string(),
  available: z.boolean(),
  closed: z.boolean(),
  openTime: z.string(),
  closeTime: z.string(),
});
export type RescheduleCourt = z.infer<typeof rescheduleCourt>;
export const rescheduleVerifyReply = reply({
  courts: z.array(rescheduleCourt).optional(),
  endTime: z.string().optional(),
});
export const reschedulePricingReply = reply({
  available: z.boolean().optional(),
  reschedulePrice: money.optional(),
  currentPrice: money.optional(),
  /** Positive: the customer owes more; negative: the club refunds on confirming. */
  difference: money.optional(),
});

export const cancellationPreview = z.object({
  paid: money,
  policyPercent: z.number(),
  /** Refund for each refund type: '2' as per policy, '1' full, '0' none. */
  refunds: z.object({ 0: money, 1: money, 2: money }),
  /** The part of each refund that goes back to the member's credits (paid with credits). */
  creditsRefunds: z.object({ 0: money, 1: money, 2: money }),
  hoursBefore: z.number(),
  /** The late-cancel fee kept for each refund type (ADR 0079): 0 outside the window and on a full refund. */
  lateCancelFees: z.object({ 0: money, 1: money, 2: money }).optional(),
  /** The part of that fee the money held does not cover: it stays owed on the booking. */
  feesOwed: z.object({ 0: money, 1: money, 2: money }).optional(),
});
export const cancellationPreviewReply = reply({ preview: cancellationPreview.optional() });
export const cancellationReply = reply({ refund: money.optional() });
export const viewMobileReply = reply({ data: z.object({ mobile: z.string() }).optional() });

/** The after-booking part of GET /booking/details (spec 1 §3 Booking). */
export const historyEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string(),
  timestamp: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type HistoryEntryView = z.infer<typeof historyEntry>;
export const bookingLifecycle = z.object({
  isBnpl: z.boolean(),
  noShow: z.boolean(),
  checkinCode: z.string(),
  attendeeCount: z.number().int(),
  checkinData: z.array(z.object({ attendee_id: z.number().int(), timestamp: z.string(), handler: z.string() })),
  rescheduleEnabled: z.boolean(),
  rescheduleEnableText: z.string(),
  rescheduleHistory: z.array(
    z.object({
      id: z.number().int(),
      court: z.string(),
      date: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      gross_amount: money,
    }),
  ),
  showPaymentLink: z.boolean(),
  maskCustomerDetails: z.boolean(),
  history: z.array(historyEntry),
  /** The bulk (pattern) booking this booking is an occurrence of; its card holds the money (ADR 0025). */
  patternBookingId: z.number().int().nullable(),
});
export type BookingLifecycle = z.infer<typeof bookingLifecycle>;

/** GET /booking/details as the details panel reads it: the booking with its after-booking part. */
export const fullBookingDetailsSchema = bookingDetailsSchema.extend(bookingLifecycle.shape);
export const fullBookingDetailsReply = reply({ bookingDetails: fullBookingDetailsSchema.optional() });
/** Pay Now of the court or of an add-on line: the payment's transaction. */
export const paymentRecordedReply = reply({ transactionId: z.number().int().optional() });
/** A check-in: the attendee it recorded. */
export const checkinReply = reply({ attendeeId: z.number().int().optional() });
