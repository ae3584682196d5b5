import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { checkPeriod, listTaxDocuments } from './list';
import { gstSummary } from './summary';

/** /api/tax: the GST documents a club issued and its GST return summary (issue 29, ADR 0082). */
export async function taxRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.tax;
  const tags = ['tax'];

  route(app, e.documents, { tags }, async (request) => {
    const { from, to, bookingId } = request.query;
    checkPeriod(from, to);
    return { requestStatus: 1 as const, documents: await listTaxDocuments(db, request.session.clubId, { from, to, bookingId }) };
  });

  route(app, e.bookingDocuments, { tags }, async (request) => ({
    requestStatus: 1 as const,
    documents: await listTaxDocuments(db, request.session.clubId, { bookingId: request.query.bookingId }),
  }));

  route(app, e.summary, { tags }, async (request) => {
    const { from, to } = request.query;
    checkPeriod(from, to);
    return { requestStatus: 1 as const, summary: await gstSummary(db, request.session.clubId, from, to) };
  });
}
