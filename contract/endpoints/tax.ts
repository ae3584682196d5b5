import { Feature } from '../features';
import { bookingTaxDocumentsQuery, gstSummaryQuery, gstSummaryReply, taxDocumentsQuery, taxDocumentsReply } from '../tax';
import { endpoint } from './endpoint';

/** The routes of server/modules/tax/routes.ts (issue 29, ADR 0082). */
export const taxEndpoints = {
  documents: endpoint({
    method: 'GET',
    path: '/api/tax/documents',
    feature: Feature.reports,
    access: 'read',
    request: taxDocumentsQuery,
    reply: taxDocumentsReply,
  }),
  /** One booking's documents, beside its Transactions (feature 7, as its receipts). */
  bookingDocuments: endpoint({
    method: 'GET',
    path: '/api/tax/booking-documents',
    feature: Feature.bookingPayments,
    access: 'read',
    request: bookingTaxDocumentsQuery,
    reply: taxDocumentsReply,
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/tax/summary',
    feature: Feature.reports,
    access: 'read',
    request: gstSummaryQuery,
    reply: gstSummaryReply,
  }),
  /** The same summary as .xlsx shaped like GSTR-1 (ADR 0082 addendum), through the /download page. */
  summaryDownload: endpoint({
    method: 'GET',
    path: '/api/tax/summary/download',
    feature: Feature.reports,
    access: 'read',
    request: gstSummaryQuery,
  }),
};
