import { Feature } from '../features';
import { bookingQuery, receiptQuery } from '../booking-actions';
import { endpoint } from './endpoint';

/** The routes of server/modules/documents/routes.ts. */
export const documentsEndpoints = {
  receipt: endpoint({ method: 'GET', path: '/api/receipt', feature: Feature.bookingPayments, access: 'read', request: receiptQuery }),
  statement: endpoint({
    method: 'GET',
    path: '/api/booking/statement',
    feature: Feature.bookingPayments,
    access: 'read',
    request: bookingQuery,
  }),
};
