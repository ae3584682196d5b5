import { Feature } from '../features';
import { extrasQuery, extrasReply } from '../cart';
import { endpoint } from './endpoint';

/** The routes of server/modules/extras/routes.ts. */
export const extrasEndpoints = {
  forSlot: endpoint({
    method: 'GET',
    path: '/api/extras',
    feature: Feature.bookingCalendar,
    access: 'read',
    request: extrasQuery,
    reply: extrasReply,
  }),
  club: endpoint({ method: 'GET', path: '/api/club/extras', feature: Feature.bookingCalendar, access: 'read', reply: extrasReply }),
};
