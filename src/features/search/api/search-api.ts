import { blockingSearchReply } from '../../../../contract/blocking';
import { patternDetailsReply } from '../../../../contract/pattern';
import { bookingSearchReply, patternSearchReply } from '../../../../contract/search';
import { api } from '../../../lib/api/client';

export type SearchKind = 'regular' | 'bulk';

/** GET /api/booking/search or /api/booking/pattern/search; no input = the default list. */
export function searchBookings(kind: SearchKind, input: string | null, page: number, activityId: number | null) {
  const query = { input: input ?? undefined, page, activityId: activityId ?? undefined };
  return kind === 'regular'
    ? api.get('/booking/search', query, { schema: bookingSearchReply, present: { failure: 'warning' } })
    : api.get('/booking/pattern/search', query, { schema: patternSearchReply, present: { failure: 'warning' } });
}

export function fetchBlocks(activityId: number, page: number) {
  return api.get('/blocking/search', { activityId, page }, { schema: blockingSearchReply });
}

export function fetchPatternDetails(patternBookingId: number) {
  return api.get('/booking/pattern/details', { patternBookingId }, { schema: patternDetailsReply });
}
