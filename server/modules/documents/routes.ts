import type { FastifyInstance } from 'fastify';
import { BookingMessages } from '../../../contract/booking';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { receiptDocument, statementDocument } from './documents';
import { renderPdf } from '../../lib/pdf';

export const DocumentMessages = {
  transactionNotFound: 'Transaction not found',
  nothingPaid: 'Nothing was paid in this transaction, so it has no receipt',
} as const;

/** /api: receipts (tax invoice of one transaction) and booking statements, as PDF files. */
export async function documentRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.documents;
  const pdfFile = { tags: ['documents'], schema: { produces: ['application/pdf'] } };

  route(app, e.receipt, pdfFile, async (request, reply) => {
    const doc = await receiptDocument(db, request.session.clubId, request.query.transactionId);
    if (!doc) return failure(DocumentMessages.transactionNotFound);
    if (doc === 'nothing paid') return failure(DocumentMessages.nothingPaid);
    const pdf = await renderPdf(doc);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="receipt-${request.query.transactionId}.pdf"`)
      .send(pdf);
  });

  route(app, e.statement, pdfFile, async (request, reply) => {
    const doc = await statementDocument(db, request.session.clubId, request.query.bookingId);
    if (!doc) return failure(BookingMessages.notFound);
    const pdf = await renderPdf(doc);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="statement-${request.query.bookingId}.pdf"`)
      .send(pdf);
  });
}
