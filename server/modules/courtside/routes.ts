import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { CourtsideMessages, checkinCodeQuery, checkinCodeReply, courtsideDayReply } from '../../../contract/courtside';
import { requires } from '../../plugins/auth';
import { failure } from '../../core/business-error';
import { bookingOfCode, courtsideDay } from './service';

/** /api: the courtside check-in screen's reads (feature 8); checking in is POST /booking/checkin. */
export async function courtsideRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.rescheduleCheckin, 'read');
  const tags = ['courtside'];

  app.get('/courtside/today', { ...read, schema: { tags, response: { 200: courtsideDayReply } } }, async (request) => ({
    requestStatus: 1 as const,
    ...(await courtsideDay(db, request.session.clubId, request.session.timeZone)),
  }));

  app.get(
    '/booking/checkin/code',
    { ...read, schema: { tags, querystring: checkinCodeQuery, response: { 200: checkinCodeReply } } },
    async (request) => {
      const code = request.query.code.trim();
      if (!code) return failure(CourtsideMessages.codeRequired);
      const bookingId = await bookingOfCode(db, request.session.clubId, code);
      return bookingId ? { requestStatus: 1 as const, bookingId } : failure(CourtsideMessages.codeNotFound);
    },
  );
}
