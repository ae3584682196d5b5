import { Feature } from '../features';
import { bookingQuery, receiptQuery } from '../booking-actions';
import { taxDocumentQuery } from '../tax';
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
  /** A GST tax invoice, credit note or receipt voucher by its number (ADR 0082). */
  taxDocument: endpoint({
    method: 'GET',
    path: '/api/tax/document',
    feature: Feature.bookingPayments,
    access: 'read',
    request: taxDocumentQuery,
  }),
};
