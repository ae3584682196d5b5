import { z } from 'zod';
import { reply } from './envelope';
import { idNumber, isoDate, money } from './booking-fields';
import { bookingStatus, foundPattern } from './search';

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
export const patternSummary = z.object({ gross: money, cancellationFee: money, paid: money, balance: money });
export const patternDetails = foundPattern.extend({
  occurrencesList: z.array(patternOccurrence),
  skippedSlots: z.array(z.object({ slotDate: z.string(), slotTime: z.string(), courtId: z.number().int(), status: z.string().optional() })),
  summary: patternSummary,
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
  refundMode: z.coerce.number().int().min(1).max(3).nullish(),
  transactionData: z.object({ type: z.number().int().nullish(), mode: z.coerce.number().int().min(0).max(3).nullish() }).nullish(),
  sendSMS: z.boolean().nullish(),
});
export const patternCancelReply = reply({
  cancelledBookings: z.number().int().optional(),
  refund: money.optional(),
  cancelled: z.number().int().optional(),
});

/** POST /api/booking/pattern/payment/update — Bulk Pay Now: no discount (spec 1 §5). */
export const patternPaymentRequest = z.object({
  patternBookingId: idNumber,
  amount: z.union([z.number(), z.string()]).nullish(),
  transactionData: z.object({ mode: z.coerce.number().int().min(0).max(3).nullish(), type: z.number().int().nullish() }).nullish(),
});
export const patternPaymentReply = reply({ balance: money.optional() });
