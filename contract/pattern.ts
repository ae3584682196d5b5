import { z } from 'zod';
import { wireAmount } from './money-input';
import { reply } from './envelope';
import { idNumber, isoDate, money } from './booking-fields';
import { bookingStatus, foundPattern } from './search';
import { cartExtraAddRequest } from './cart';

/** The pattern booking card (spec 1 §2 "Bulk (pattern) booking card"; issue 9 item 2). */
export const PatternMessages = {
  notFound: 'Bulk booking not found',
  alreadyCancelled: 'Bulk booking is already cancelled',
  nothingToCancel: 'No upcoming bookings of this bulk booking to cancel',
  occurrenceNotFound: 'Booking not found in this bulk booking',
  fromDateRequired: 'Select the date to cancel from',
  cancelled: 'Booking cancelled',
  amountRequired: 'Amount is required',
  amountTooHigh: 'Amount is greater than balance',
  modeRequired: 'Select a payment mode',
  paid: 'Payment recorded',
  remarksTooLong: 'Remarks cannot be longer than 100 characters',
  remarksBlank: "Remarks can't be blank",
  remarksUpdated: 'Remarks updated',
  extrasAdded: 'Add-ons added',
  /** Bulk Pay Now with credits on a pattern that is not a member's (ADR 0037). */
  creditsNeedMember: "Credits can pay only a member's bulk booking",
} as const;

/** GET /api/booking/pattern/details?patternBookingId= */
export const patternDetailsQuery = z.object({ patternBookingId: idNumber });
export const patternOccurrence = z.object({
  bookingId: z.number().int(),
  dateBooked: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  courts: z.array(z.string()),
  slotCount: z.number().int(),
  grossAmount: money,
  bookingCancelled: z.boolean(),
  bookingStatus,
});
/** `paid` is money (net of refunds); `credits` the member credits held for the pattern (ADR 0037). */
/** `discount`: the club discount of the live occurrences (the checkout's, spread over them; ADR 0051). */
export const patternSummary = z.object({
  gross: money,
  discount: money,
  cancellationFee: money,
  paid: money,
  credits: money,
  balance: money,
});
/** An add-on line of the pattern (extras.items of spec 1 §3). */
export const patternExtraLine = z.object({
  id: z.number().int(),
  items: z.string(),
  quantity: z.number().int(),
  grossAmount: money,
  discount: money,
});
export const patternExtrasSummary = z.object({ gross: money, discount: money, advance: money, balance: money });
export const patternDetails = foundPattern.extend({
  occurrencesList: z.array(patternOccurrence),
  skippedSlots: z.array(z.object({ slotDate: z.string(), slotTime: z.string(), courtId: z.number().int(), status: z.string().optional() })),
  summary: patternSummary,
  extras: z.array(patternExtraLine),
  extrasSummary: patternExtrasSummary,
  /** The pattern's member (null for a non-member) and the credits they can spend today: Pay Now offers Credits only then. */
  memberId: z.number().int().nullable(),
  memberCredits: money.nullable(),
  memberHasPin: z.boolean(),
});
export type PatternDetails = z.infer<typeof patternDetails>;
export const patternDetailsReply = reply({ patternBooking: patternDetails.optional() });

/**
 * POST /api/booking/pattern/cancellation — the cancellation payload of spec 1 §3 for patterns:
 * the whole pattern (patternBookingId), every occurrence from a date on (fromDate), or one
 * occurrence (bookingId). refundType 2 per policy (default), 1 full, 0 none.
 */
export const patternCancelRequest = z.object({
  patternBookingId: idNumber,
  bookingId: z.coerce.number().int().positive().nullish(),
  fromDate: isoDate.nullish(),
  cancelRemarks: z.string().max(1000).nullish(),
  refundType: z.coerce.number().int().min(0).max(2).nullish(),
  refundMode: z.coerce.number().int().min(1).max(4).nullish(),
  transactionData: z.object({ type: z.number().int().nullish(), mode: z.coerce.number().int().min(0).max(4).nullish() }).nullish(),
  sendSMS: z.boolean().nullish(),
});
export const patternCancelReply = reply({
  cancelledBookings: z.number().int().optional(),
  refund: money.optional(),
  /** The part of `refund` given back as member credits (ADR 0037). */
  creditsRefund: money.optional(),
  cancelled: z.number().int().optional(),
});

/** POST /api/booking/pattern/payment/update — Bulk Pay Now: no discount (spec 1 §5). */
export const patternPaymentRequest = z.object({
  patternBookingId: idNumber,
  amount: wireAmount('Amount'),
  transactionData: z.object({ mode: z.coerce.number().int().min(0).max(4).nullish(), type: z.number().int().nullish() }).nullish(),
  /** Pay with the pattern member's credits instead of money (ADR 0037); needs memberPin. */
  useCredits: z.boolean().nullish(),
  memberPin: z.string().max(50).nullish(),
});
export const patternPaymentReply = reply({ balance: money.optional() });

/**
 * GET /api/booking/pattern/cancellation/preview — what Cancel Booking would cancel and refund for
 * one scope (whole pattern, bookingId, or fromDate), for each refund type (2 policy, 1 full, 0 none).
 */
export const patternCancelPreviewQuery = z.object({
  patternBookingId: idNumber,
  bookingId: z.coerce.number().int().positive().optional(),
  fromDate: isoDate.optional(),
});
export const patternCancelPreviewReply = reply({
  preview: z
    .object({
      occurrences: z.number().int(),
      cancelledGross: money,
      paid: money,
      refunds: z.object({ 0: money, 1: money, 2: money }),
      /** Of each refund, the part given back as member credits. */
      creditsRefunds: z.object({ 0: money, 1: money, 2: money }),
      /** The late-cancel fee of the cancelled occurrences for each refund type (ADR 0079). */
      lateCancelFees: z.object({ 0: money, 1: money, 2: money }).optional(),
    })
    .optional(),
});

/** POST /api/booking/pattern/remarks/update — the card's remarks (spec 1 §5: not blank, 100 characters). */
export const patternRemarksRequest = z.object({ patternBookingId: idNumber, bookingRemarks: z.string().max(1000).nullish() });

/** POST /api/booking/pattern/extra/update — Add Addons on a pattern, each line with the checkout's add-on rules. */
export const patternExtrasRequest = z.object({ patternBookingId: idNumber, extras: z.array(cartExtraAddRequest).min(1).max(20) });

/** GET /api/booking/pattern/transactions?patternBookingId= — Transaction of the card (every money row of the pattern). */
export const patternTransactionsQuery = patternDetailsQuery;
