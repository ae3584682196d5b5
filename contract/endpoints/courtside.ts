import { Feature } from '../features';
import { checkinCodeQuery, checkinCodeReply, courtsideDayReply } from '../courtside';
import { endpoint } from './endpoint';

/** The routes of server/modules/courtside/routes.ts. */
export const courtsideEndpoints = {
  today: endpoint({
    method: 'GET',
    path: '/api/courtside/today',
    feature: Feature.rescheduleCheckin,
    access: 'read',
    reply: courtsideDayReply,
  }),
  checkinCode: endpoint({
    method: 'GET',
    path: '/api/booking/checkin/code',
    feature: Feature.rescheduleCheckin,
    access: 'read',
    request: checkinCodeQuery,
    reply: checkinCodeReply,
  }),
};
