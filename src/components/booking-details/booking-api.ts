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
import { api, apiUrl, type Query } from '../../lib/api/client';
import { currentSession } from '../../lib/session/session-store';

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
export const fetchCancelPreview = (bookingId: number) => api.get('/booking/cancellation/preview', { bookingId }, { schema: cancellationPreviewReply });
export const fetchMobile = (bookingId: number) => api.get('/view/mobile', { booking_id: bookingId }, { schema: viewMobileReply });
export const verifyReschedule = (body: object) => api.post('/booking/reschedule/verify', body, { schema: rescheduleVerifyReply, present: { failure: 'none' } });
export const priceReschedule = (body: object) => api.post('/booking/reschedule/pricing', body, { schema: reschedulePricingReply, present: { failure: 'none' } });

/**
 * Downloads a PDF (receipt, statement) with the session's token and saves it under `name`.
 * Returns an error message, or null when the file was saved.
 */
export async function downloadPdf(path: string, query: Query, name: string): Promise<string | null> {
  const token = currentSession()?.authToken;
  try {
    const res = await fetch(apiUrl(path, query), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('pdf')) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      return body?.message ?? 'Some error has occured';
    }
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return null;
  } catch {
    return 'Some error has occured';
  }
}

/** A fresh Idempotency-Key for one money write (a retry of the same dialog reuses it). */
export const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
