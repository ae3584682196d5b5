import { Feature } from '../features';
import { customerDetailsReply, customerDetailsRequest } from '../checkout';
import { endpoint } from './endpoint';

/** The routes of server/modules/customers/routes.ts. */
export const customersEndpoints = {
  details: endpoint({
    method: 'POST',
    path: '/api/customer/details',
    feature: Feature.bookingCalendar,
    access: 'read',
    request: customerDetailsRequest,
    reply: customerDetailsReply,
  }),
};
