import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';

export type SearchKind = 'regular' | 'bulk';

/**
 * GET /api/booking/search or /api/booking/pattern/search; no input = the default list. The
 * caller presents the outcome: a refused text belongs under the field, and no connection is
 * said on the page, not in a toast (issue 27 items 6, 11).
 */
export function searchBookings(kind: SearchKind, input: string | null, page: number, activityId: number | null) {
  const query = { input: input ?? undefined, page, activityId: activityId ?? undefined };
  return kind === 'regular'
    ? api.call(endpoints.search.bookings, query, { present: false })
    : api.call(endpoints.search.patterns, query, { present: false });
}

export function fetchBlocks(activityId: number, page: number) {
  return api.call(endpoints.blocking.search, { activityId, page });
}

export function fetchPatternDetails(patternBookingId: number) {
  return api.call(endpoints.bulk.details, { patternBookingId });
}
