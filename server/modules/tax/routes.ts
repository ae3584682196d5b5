import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { checkPeriod, listTaxDocuments } from './list';
import { gstSummary } from './summary';
import { gstSummaryFileName, gstSummarySheets } from './summary-xlsx';
import { sendXlsxBook } from '../../lib/xlsx-stream';
import { loadClub } from '../../core/club-context';

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

  // The summary endpoint's own figures (one reader), as GSTR-1's sheets.
  route(app, e.summaryDownload, { tags }, async (request, reply) => {
    const { from, to } = request.query;
    checkPeriod(from, to);
    const { clubId } = request.session;
    const [summary, club] = await Promise.all([gstSummary(db, clubId, from, to), loadClub(db, clubId)]);
    return sendXlsxBook(reply, gstSummaryFileName(from, to), gstSummarySheets(summary, club.tax.placeOfSupply));
  });
}
