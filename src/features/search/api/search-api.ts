import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';

export type SearchKind = 'regular' | 'bulk';

/** GET /api/booking/search or /api/booking/pattern/search; no input = the default list. */
export function searchBookings(kind: SearchKind, input: string | null, page: number, activityId: number | null) {
  const query = { input: input ?? undefined, page, activityId: activityId ?? undefined };
  return kind === 'regular'
    ? api.call(endpoints.search.bookings, query, { present: { failure: 'warning' } })
    : api.call(endpoints.search.patterns, query, { present: { failure: 'warning' } });
}

export function fetchBlocks(activityId: number, page: number) {
  return api.call(endpoints.blocking.search, { activityId, page });
}

export function fetchPatternDetails(patternBookingId: number) {
  return api.call(endpoints.bulk.details, { patternBookingId });
}
