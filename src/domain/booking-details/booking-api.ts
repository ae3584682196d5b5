import type { z } from 'zod';
import { fullBookingDetailsSchema } from '../../../contract/booking-actions';
import { endpoints, type Endpoint, type ReplyOf, type RequestOf } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';
import type { ApiOutcome } from '../../lib/api/outcome';

export const fullDetailsSchema = fullBookingDetailsSchema;
export type FullBookingDetails = z.infer<typeof fullDetailsSchema>;

const e = endpoints.bookings;

/** GET /api/booking/details with the after-booking fields (check-ins, reschedules, history). */
export function fetchFullDetails(bookingId: number, signal?: AbortSignal) {
  return api.call(e.details, { bookingId }, { signal });
}

/** A POST entry of the table: a write of the details panel or of the pattern card. */
export type WriteEntry = Endpoint<unknown, unknown, 'POST', unknown>;

/**
 * A write of the details panel: failures come back to the dialog (shown inline), successes
 * toast. The body is the entry's request; the reply is read by the entry's reply schema.
 */
export function bookingWrite<E extends WriteEntry>(entry: E, body: RequestOf<E>, idempotencyKey?: string): Promise<ApiOutcome<ReplyOf<E>>> {
  // api.call reads the body's type off a concrete entry; here the entry is any POST one.
  const call = api.call as (entry: WriteEntry, body: unknown, options: object) => Promise<ApiOutcome<ReplyOf<E>>>;
  return call(entry, body, { idempotencyKey, present: { success: true, failure: 'none' } });
}

export const fetchTransactions = (bookingId: number) => api.call(e.transactions, { bookingId });
export const fetchTaxDocuments = (bookingId: number) => api.call(endpoints.tax.bookingDocuments, { bookingId });
export const fetchPatternTransactions = (patternBookingId: number) => api.call(endpoints.bulk.transactions, { patternBookingId });
export const fetchCancelPreview = (bookingId: number) => api.call(e.cancellationPreview, { bookingId });
export const fetchMobile = (bookingId: number) => api.call(e.viewMobile, { booking_id: bookingId });
export const verifyReschedule = (body: RequestOf<typeof e.rescheduleVerify>) =>
  api.call(e.rescheduleVerify, body, { present: { failure: 'none' } });
export const priceReschedule = (body: RequestOf<typeof e.reschedulePricing>) =>
  api.call(e.reschedulePricing, body, { present: { failure: 'none' } });
