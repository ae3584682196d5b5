import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { BookingMessages } from '../../../contract/booking';
import { bookingQuery, receiptQuery } from '../../../contract/booking-actions';
import { requires } from '../../plugins/auth';
import { failure } from '../../core/business-error';
import { receiptDocument, statementDocument } from './documents';
import { renderPdf } from '../../lib/pdf';

export const DocumentMessages = { transactionNotFound: 'Transaction not found' } as const;

/** /api: receipts (tax invoice of one transaction) and booking statements, as PDF files. */
export async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.bookingPayments, 'read');
  const tags = ['documents'];

  app.get('/receipt', { ...read, schema: { tags, querystring: receiptQuery, produces: ['application/pdf'] } }, async (request, reply) => {
    const doc = await receiptDocument(db, request.session.clubId, request.query.transactionId);
    if (!doc) return failure(DocumentMessages.transactionNotFound);
    const pdf = await renderPdf(doc);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="receipt-${request.query.transactionId}.pdf"`)
      .send(pdf);
  });

  app.get(
    '/booking/statement',
    { ...read, schema: { tags, querystring: bookingQuery, produces: ['application/pdf'] } },
    async (request, reply) => {
      const doc = await statementDocument(db, request.session.clubId, request.query.bookingId);
      if (!doc) return failure(BookingMessages.notFound);
      const pdf = await renderPdf(doc);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statement-${request.query.bookingId}.pdf"`)
        .send(pdf);
    },
  );
}
