import type { FastifyInstance } from 'fastify';
import { BookingMessages } from '../../../contract/booking';
import { BookingActionMessages as M } from '../../../contract/booking-actions';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { BusinessError, failure } from '../../core/business-error';
import { loadClub } from '../../core/club-context';
import { runWrite } from '../../core/run-write';
import { staffActor } from '../../core/actor';
import { checkIn, setNoShow } from './checkin';
import { getInTouch, viewMobile } from './contact';
import { fullBookingDetails } from './details';
import { enableReschedule, priceReschedule, reschedule, verifyReschedule } from './reschedule';

/** A read that may refuse with a business message (not found, rules) instead of throwing. */
async function answer<T>(fn: () => Promise<T>): Promise<T | ReturnType<typeof failure>> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof BusinessError) return failure(err.message);
    throw err;
  }
}

/** /api: booking details, reschedule, check-in, no-show and the marketplace contact actions. */
export async function bookingLifecycleRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.bookings;
  const tags = ['booking'];

  route(app, e.details, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    const details = await fullBookingDetails(db, clubId, request.query.bookingId, timeZone);
    if (!details) return failure(BookingMessages.notFound);
    return { requestStatus: 1 as const, bookingDetails: details };
  });

  route(app, e.rescheduleVerify, { tags }, (request) =>
    answer(async () => ({
      requestStatus: 1 as const,
      ...(await verifyReschedule(db, request.session.clubId, request.body, request.session.timeZone)),
    })),
  );

  route(app, e.reschedulePricing, { tags }, (request) =>
    answer(async () => {
      const { closed, ...priced } = await priceReschedule(db, request.session.clubId, request.body, request.session.timeZone);
      const message = priced.available ? M.rescheduleAvailable : closed ? M.rescheduleOutsideHours : M.rescheduleUnavailable;
      return { requestStatus: 1 as const, message, ...priced };
    }),
  );

  route(app, e.reschedule, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    return runWrite(db, clubId, writeScope(e.reschedule), null, async (tx) => {
      await reschedule(tx, staffActor(request.session), request.body, timeZone, true, request.session.role === 'admin');
      return { requestStatus: 1 as const, message: M.rescheduled };
    });
  });

  route(app, e.rescheduleEnable, { tags }, async (request) =>
    runWrite(db, request.session.clubId, writeScope(e.rescheduleEnable), null, async (tx) => {
      await enableReschedule(tx, staffActor(request.session), request.body.bookingId);
      return { requestStatus: 1 as const, message: M.rescheduleEnabled };
    }),
  );

  route(app, e.checkin, { tags }, async (request) =>
    runWrite(db, request.session.clubId, writeScope(e.checkin), null, async (tx) => {
      const attendeeId = await checkIn(tx, staffActor(request.session), request.body.bookingId, request.body.id, request.session.timeZone);
      return { requestStatus: 1 as const, message: M.checkedIn, attendeeId };
    }),
  );

  route(app, e.noShow, { tags }, async (request) =>
    runWrite(db, request.session.clubId, writeScope(e.noShow), null, async (tx) => {
      const noShow = request.body.noShow ?? true;
      await setNoShow(tx, staffActor(request.session), request.body.bookingId, noShow, request.session.timeZone);
      return { requestStatus: 1 as const, message: noShow ? M.noShowMarked : M.noShowCleared };
    }),
  );

  route(app, e.viewMobile, { tags }, async (request) =>
    runWrite(db, request.session.clubId, writeScope(e.viewMobile), null, async (tx) => ({
      requestStatus: 1 as const,
      data: { mobile: await viewMobile(tx, staffActor(request.session), request.query.booking_id) },
    })),
  );

  route(app, e.getInTouch, { tags }, async (request) => {
    const club = await loadClub(db, request.session.clubId);
    return runWrite(db, club.clubId, writeScope(e.getInTouch), null, async (tx) => {
      await getInTouch(tx, staffActor(request.session), request.body.bookingId, request.body.venueMobile, club.name);
      return { requestStatus: 1 as const, message: M.callback };
    });
  });
}
