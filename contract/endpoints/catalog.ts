import { Feature } from '../features';
import { activitiesReply, courtDetailsQuery, courtDetailsReply, transactionCodesReply } from '../catalog';
import { endpoint } from './endpoint';

/** The routes of server/modules/catalog/routes.ts. */
export const catalogEndpoints = {
  activities: endpoint({ method: 'GET', path: '/api/activities', feature: null, access: 'read', reply: activitiesReply }),
  transactionCodes: endpoint({
    method: 'GET',
    path: '/api/transaction/codes',
    feature: null,
    access: 'read',
    reply: transactionCodesReply,
  }),
  courtDetails: endpoint({
    method: 'GET',
    path: '/api/court/details',
    feature: Feature.bookingCalendar,
    access: 'read',
    request: courtDetailsQuery,
    reply: courtDetailsReply,
  }),
};
