import { Feature } from '../features';
import { gstSummaryQuery, gstSummaryReply, taxDocumentsQuery, taxDocumentsReply } from '../tax';
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
  summary: endpoint({
    method: 'GET',
    path: '/api/tax/summary',
    feature: Feature.reports,
    access: 'read',
    request: gstSummaryQuery,
    reply: gstSummaryReply,
  }),
};
