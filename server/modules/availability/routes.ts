import type { FastifyInstance } from 'fastify';
import { cartViewerOf } from '../../core/hold-owner';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import {
  AvailabilityMessages,
  availabilityReply,
  availabilityRequest,
  slotBookingDetailsReply,
  slotBookingDetailsRequest,
  slotLockedStatusQuery,
  slotLockedStatusReply,
} from '../../../contract/availability';
import { requires } from '../../plugins/auth';
import { failure } from '../../core/business-error';
import { findActivity, findCourt } from '../../core/club-context';
import { findSlot } from '../../core/court-slots';
import { loadDayFrame } from './day-frame';
import { freshDaysOf } from './fresh-days';
import { sendDay } from './send-day';
import { liveHubOf } from '../live/hub';
import { slotLockers, groupSlotBookings } from './slot-queries';
import { loadDayOccupancy } from './day-occupancy';
import { slotState } from './slot-state';

/** /api: the calendar's availability, brother-lock status and group slot bookings. */
export async function availabilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.bookingCalendar, 'read');

  const days = freshDaysOf(fastify);
  const hub = liveHubOf(fastify);
  fastify.addHook('onClose', async () => hub.close());

  // The hot route: the day comes from the per-process cache (ADR 0006, ADR 0023) as finished
  // bytes, compressed once per change of the day; an unchanged day answers 304. The cache checks
  // change_log before each read (ADR 0057), so every logged change shows on the next read. The zod schema
  // still documents the reply and the API tests check every reply against it.
  app.post(
    '/availability',
    { ...read, schema: { tags: ['booking'], body: availabilityRequest, response: { 200: availabilityReply } } },
    async (request, reply) => {
      const { clubId } = request.session;
      const userId = cartViewerOf(request.session);
      const { activityId, date } = request.body;
      // The poller sweeps expired holds (and logs them for the live feed) while desks read days.
      hub.keepPolling();
      const day = await days.day(clubId, activityId, date, userId, () => loadDayFrame(db, clubId, activityId, date));
      if (!day) return failure(AvailabilityMessages.activityNotFound);
      return sendDay(request, reply, day.bytes);
    },
  );

  app.get(
    '/slot/locked/status',
    { ...read, schema: { tags: ['booking'], querystring: slotLockedStatusQuery, response: { 200: slotLockedStatusReply } } },
    async (request) => {
      const { clubId } = request.session;
      const userId = cartViewerOf(request.session);
      const { courtId, date, slot, activityId } = request.query;
      const court = await findCourt(db, clubId, courtId);
      if (!court || court.activityId !== activityId) return failure(AvailabilityMessages.slotNotFound);
      const result = await slotLockers(db, clubId, userId, courtId, date, slot);
      if (!result) return failure(AvailabilityMessages.slotNotFound);
      const locked = result.lockedBy.length > 0;
      return {
        requestStatus: 1 as const,
        message: locked ? AvailabilityMessages.slotLocked : AvailabilityMessages.slotNotLocked,
        locked,
        lockedBy: result.lockedBy,
      };
    },
  );

  app.post(
    '/slot/booking/details',
    { ...read, schema: { tags: ['booking'], body: slotBookingDetailsRequest, response: { 200: slotBookingDetailsReply } } },
    async (request) => {
      const { clubId } = request.session;
      const userId = cartViewerOf(request.session);
      const { courtId, date, slot, activityId } = request.body;
      const [activity, court] = await Promise.all([findActivity(db, clubId, activityId), findCourt(db, clubId, courtId)]);
      const window = court && findSlot(court, slot);
      if (!activity || !court || court.activityId !== activityId || !window) return failure(AvailabilityMessages.slotNotFound);
      const occupancy = await loadDayOccupancy(db, clubId, [courtId], date);
      const state = slotState(
        activity.type,
        activity.maxSlotCount,
        occupancy.filter((o) => o.start < window.end && o.end > window.start),
        userId,
      );
      return {
        requestStatus: 1 as const,
        available: state.available,
        maxSlotCount: state.maxSlotCount,
        bookings: await groupSlotBookings(db, clubId, courtId, date, window.slotTime),
      };
    },
  );
}
