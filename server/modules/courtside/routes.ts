import type { FastifyInstance } from 'fastify';
import { CourtsideMessages } from '../../../contract/courtside';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { runWrite } from '../../core/run-write';
import { staffActor } from '../../core/actor';
import { checkInAll, undoCheckins } from '../bookings/checkin';
import { bookingOfCode, courtsideDay } from './service';

/**
 * /api: the courtside check-in screen (feature 8): its reads, Check in all and Undo (issue 27
 * item 8); one attendee's check-in is POST /booking/checkin. Check-in rows are written by
 * bookings/checkin.ts only.
 */
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

  route(app, e.checkinAll, { tags }, async (request) =>
    runWrite(db, request.session.clubId, writeScope(e.checkinAll), null, async (tx) => {
      const attendeeIds = await checkInAll(tx, staffActor(request.session), request.body.bookingId, request.session.timeZone);
      return { requestStatus: 1 as const, message: CourtsideMessages.checkedInAll, attendeeIds };
    }),
  );

  route(app, e.checkinUndo, { tags }, async (request) =>
    runWrite(db, request.session.clubId, writeScope(e.checkinUndo), null, async (tx) => {
      await undoCheckins(tx, staffActor(request.session), request.body.bookingId, request.body.attendeeIds);
      return { requestStatus: 1 as const, message: CourtsideMessages.undone };
    }),
  );
}
