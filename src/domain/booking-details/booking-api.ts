import { z } from 'zod';
import { bookingDetailsSchema } from '../../../contract/booking';
import {
  bookingLifecycle,
  cancellationPreviewReply,
  reschedulePricingReply,
  rescheduleVerifyReply,
  transactionsReply,
  viewMobileReply,
} from '../../../contract/booking-actions';
import { reply } from '../../../contract/envelope';
import { api } from '../../lib/api/client';

export const fullDetailsSchema = bookingDetailsSchema.extend(bookingLifecycle.shape);
export type FullBookingDetails = z.infer<typeof fullDetailsSchema>;

/** GET /api/booking/details with the after-booking fields (check-ins, reschedules, history). */
export function fetchFullDetails(bookingId: number, signal?: AbortSignal) {
  return api.get('/booking/details', { bookingId }, { schema: reply({ bookingDetails: fullDetailsSchema.optional() }), signal });
}

/** A write of the details panel: failures come back to the dialog (shown inline), successes toast. */
export function bookingWrite(path: string, body: object, idempotencyKey?: string) {
  return api.post(path, body, { idempotencyKey, present: { success: true, failure: 'none' } });
}

export const fetchTransactions = (bookingId: number) => api.get('/transactions/details', { bookingId }, { schema: transactionsReply });
export const fetchPatternTransactions = (patternBookingId: number) =>
  api.get('/booking/pattern/transactions', { patternBookingId }, { schema: transactionsReply });
export const fetchCancelPreview = (bookingId: number) =>
  api.get('/booking/cancellation/preview', { bookingId }, { schema: cancellationPreviewReply });
export const fetchMobile = (bookingId: number) => api.get('/view/mobile', { booking_id: bookingId }, { schema: viewMobileReply });
export const verifyReschedule = (body: object) =>
  api.post('/booking/reschedule/verify', body, { schema: rescheduleVerifyReply, present: { failure: 'none' } });
export const priceReschedule = (body: object) =>
  api.post('/booking/reschedule/pricing', body, { schema: reschedulePricingReply, present: { failure: 'none' } });
