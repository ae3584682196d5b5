import { patternCancelPreviewReply, patternDetailsReply } from '../../../contract/pattern';
import { api } from '../../lib/api/client';

/** GET /api/booking/pattern/details — the pattern card with every occurrence. */
export function fetchPattern(patternBookingId: number, signal?: AbortSignal) {
  return api.get('/booking/pattern/details', { patternBookingId }, { schema: patternDetailsReply, signal });
}

/** What Cancel Booking would cancel and refund for one scope (the server's own calculation). */
export function fetchPatternCancelPreview(patternBookingId: number, scope: { bookingId?: number; fromDate?: string }) {
  return api.get(
    '/booking/pattern/cancellation/preview',
    { patternBookingId, ...scope },
    { schema: patternCancelPreviewReply, present: { failure: 'none' } },
  );
}

/** Pattern flag labels of the card (ADR 0025): one wire meaning, 2 = partially cancelled. */
export const PATTERN_FLAG_LABEL = ['Active', 'Cancelled', 'Partially cancelled'] as const;
export const PATTERN_FLAG_COLOR = ['green', 'gray', 'orange'] as const;
