import type { FastifyInstance } from 'fastify';
import { CourtsideMessages } from '../../../contract/courtside';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { bookingOfCode, courtsideDay } from './service';

/** /api: the courtside check-in screen's reads (feature 8); checking in is POST /booking/checkin. */
export async function courtsideRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.courtside;
  const tags = ['courtside'];

  route(app, e.today, { tags }, async (request) => ({
    requestStatus: 1 as const,
    ...(await courtsideDay(db, request.session.clubId, request.session.timeZone)),
  }));

  route(app, e.checkinCode, { tags }, async (request) => {
    const code = request.query.code.trim();
    if (!code) return failure(CourtsideMessages.codeRequired);
    const bookingId = await bookingOfCode(db, request.session.clubId, code);
    return bookingId ? { requestStatus: 1 as const, bookingId } : failure(CourtsideMessages.codeNotFound);
  });
}
