import type { FastifyInstance } from 'fastify';
import { BookingMessages } from '../../../contract/booking';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { receiptDocument, statementDocument } from './documents';
import { renderPdf } from '../../lib/pdf';
import { taxDocumentPdf } from './tax-document';
import { TaxMessages } from '../../../contract/tax';
import { documentLanguage } from '../../lib/document-texts/document-language';

export const DocumentMessages = {
  transactionNotFound: 'Transaction not found',
  nothingPaid: 'Nothing was paid in this transaction, so it has no receipt',
} as const;

/** /api: receipts (tax invoice of one transaction) and booking statements, as PDF files, in the language of the person who asks (ADR 0087). */
export async function documentRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.documents;
  const pdfFile = { tags: ['documents'], schema: { produces: ['application/pdf'] } };

  route(app, e.receipt, pdfFile, async (request, reply) => {
    const doc = await receiptDocument(db, request.session.clubId, request.query.transactionId, documentLanguage(request.session.language));
    if (!doc) return failure(DocumentMessages.transactionNotFound);
    if (doc === 'nothing paid') return failure(DocumentMessages.nothingPaid);
    const pdf = await renderPdf(doc);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="receipt-${request.query.transactionId}.pdf"`)
      .send(pdf);
  });

  route(app, e.statement, pdfFile, async (request, reply) => {
    const doc = await statementDocument(db, request.session.clubId, request.query.bookingId, documentLanguage(request.session.language));
    if (!doc) return failure(BookingMessages.notFound);
    const pdf = await renderPdf(doc);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="statement-${request.query.bookingId}.pdf"`)
      .send(pdf);
  });

  route(app, e.taxDocument, pdfFile, async (request, reply) => {
    const doc = await taxDocumentPdf(db, request.session.clubId, request.query.number, documentLanguage(request.session.language));
    if (!doc) return failure(TaxMessages.documentNotFound);
    const pdf = await renderPdf(doc);
    // '/' cannot be in a file name: CD/26-27/000123 → CD-26-27-000123.pdf
    const file = request.query.number.replace(/[^A-Za-z0-9-]/g, '-');
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${file}.pdf"`).send(pdf);
  });
}
