import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Feature } from '../../../contract/features';
import { baseReply, reply } from '../../../contract/envelope';
import { BookingMessages, bookingDetailsQuery, bookingDetailsSchema } from '../../../contract/booking';
import {
  BookingActionMessages as M,
  bookingIdRequest,
  bookingLifecycle,
  checkinRequest,
  getInTouchRequest,
  noShowRequest,
  reschedulePricingReply,
  rescheduleRequest,
  rescheduleVerifyReply,
  viewMobileQuery,
  viewMobileReply,
} from '../../../contract/booking-actions';
import { requires } from '../../plugins/auth';
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
export async function bookingLifecycleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const write = requires(Feature.rescheduleCheckin, 'write');
  const tags = ['booking'];

  app.get(
    '/booking/details',
    {
      ...requires(Feature.bookingCalendar, 'read'),
      schema: {
        tags,
        querystring: bookingDetailsQuery,
        response: { 200: reply({ bookingDetails: bookingDetailsSchema.extend(bookingLifecycle.shape).optional() }) },
      },
    },
    async (request) => {
      const { clubId, timeZone } = request.session;
      const details = await fullBookingDetails(db, clubId, request.query.bookingId, timeZone);
      if (!details) return failure(BookingMessages.notFound);
      return { requestStatus: 1 as const, bookingDetails: details };
    },
  );

  app.post(
    '/booking/reschedule/verify',
    { ...write, schema: { tags, body: rescheduleRequest, response: { 200: rescheduleVerifyReply } } },
    (request) =>
      answer(async () => ({
        requestStatus: 1 as const,
        ...(await verifyReschedule(db, request.session.clubId, request.body, request.session.timeZone)),
      })),
  );

  app.post(
    '/booking/reschedule/pricing',
    { ...write, schema: { tags, body: rescheduleRequest, response: { 200: reschedulePricingReply } } },
    (request) =>
      answer(async () => {
        const priced = await priceReschedule(db, request.session.clubId, request.body, request.session.timeZone);
        return { requestStatus: 1 as const, message: priced.available ? M.rescheduleAvailable : M.rescheduleUnavailable, ...priced };
      }),
  );

  app.post(
    '/booking/reschedule',
    { ...write, schema: { tags, body: rescheduleRequest, response: { 200: baseReply } } },
    async (request) => {
      const { clubId, timeZone } = request.session;
      return runWrite(db, clubId, 'booking/reschedule', null, async (tx) => {
        await reschedule(tx, staffActor(request.session), request.body, timeZone);
        return { requestStatus: 1 as const, message: M.rescheduled };
      });
    },
  );

  app.post(
    '/booking/reschedule/enable',
    { ...write, schema: { tags, body: bookingIdRequest, response: { 200: baseReply } } },
    async (request) =>
      runWrite(db, request.session.clubId, 'booking/reschedule/enable', null, async (tx) => {
        await enableReschedule(tx, staffActor(request.session), request.body.bookingId);
        return { requestStatus: 1 as const, message: M.rescheduleEnabled };
      }),
  );

  app.post(
    '/booking/checkin',
    { ...write, schema: { tags, body: checkinRequest, response: { 200: reply({ attendeeId: z.number().int().optional() }) } } },
    async (request) =>
      runWrite(db, request.session.clubId, 'booking/checkin', null, async (tx) => {
        const attendeeId = await checkIn(
          tx,
          staffActor(request.session),
          request.body.bookingId,
          request.body.id,
          request.session.timeZone,
        );
        return { requestStatus: 1 as const, message: M.checkedIn, attendeeId };
      }),
  );

  app.post('/booking/noshow', { ...write, schema: { tags, body: noShowRequest, response: { 200: baseReply } } }, async (request) =>
    runWrite(db, request.session.clubId, 'booking/noshow', null, async (tx) => {
      const noShow = request.body.noShow ?? true;
      await setNoShow(tx, staffActor(request.session), request.body.bookingId, noShow, request.session.timeZone);
      return { requestStatus: 1 as const, message: noShow ? M.noShowMarked : M.noShowCleared };
    }),
  );

  app.get(
    '/view/mobile',
    { ...write, schema: { tags, querystring: viewMobileQuery, response: { 200: viewMobileReply } } },
    async (request) =>
      runWrite(db, request.session.clubId, 'view/mobile', null, async (tx) => ({
        requestStatus: 1 as const,
        data: { mobile: await viewMobile(tx, staffActor(request.session), request.query.booking_id) },
      })),
  );

  app.post(
    '/booking/get-in-touch',
    { ...write, schema: { tags, body: getInTouchRequest, response: { 200: baseReply } } },
    async (request) => {
      const club = await loadClub(db, request.session.clubId);
      return runWrite(db, club.clubId, 'booking/get-in-touch', null, async (tx) => {
        await getInTouch(tx, staffActor(request.session), request.body.bookingId, request.body.venueMobile, club.name);
        return { requestStatus: 1 as const, message: M.callback };
      });
    },
  );
}
