import { Feature } from '../features';
import { bookingSearchReply, patternSearchReply, searchQuery } from '../search';
import { endpoint } from './endpoint';

/** The routes of server/modules/search/routes.ts. */
export const searchEndpoints = {
  bookings: endpoint({
    method: 'GET',
    path: '/api/booking/search',
    feature: Feature.findBookings,
    access: 'read',
    request: searchQuery,
    reply: bookingSearchReply,
  }),
  patterns: endpoint({
    method: 'GET',
    path: '/api/booking/pattern/search',
    feature: Feature.findBookings,
    access: 'read',
    request: searchQuery,
    reply: patternSearchReply,
  }),
};
