import type { FastifyInstance } from 'fastify';
import { cartViewerOf } from '../cart/owner';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import {
  AvailabilityMessages,
  availabilityReply,
  availabilityRequest,
  type AvailabilityReply,
  slotBookingDetailsReply,
  slotBookingDetailsRequest,
  slotLockedStatusQuery,
  slotLockedStatusReply,
} from '../../../contract/availability';
import { requires } from '../../plugins/auth';
import { failure } from './business-error';
import { findActivity, findCourt } from './catalog';
import { findSlot } from './court-slots';
import { buildDayFrame } from './day-frame';
import { dayCacheOf } from './day-cache';
import { liveHubOf } from '../live/hub';
import { slotLockers, groupSlotBookings } from './slot-queries';
import { loadDayOccupancy } from './day-occupancy';
import { slotState } from './slot-state';

/** /api: the calendar's availability, brother-lock status and group slot bookings. */
export async function availabilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.bookingCalendar, 'read');

  const cache = dayCacheOf(fastify);
  const hub = liveHubOf(fastify);
  fastify.addHook('onClose', async () => hub.close());

  // The hot route: the day comes from the per-process cache (ADR 0006) as ready JSON in the
  // schema's key order, so the 1,000-slot reply skips the zod serializer; the schema still
  // documents it and the API tests check every reply against it.
  app.post('/availability', { ...read, schema: { tags: ['booking'], body: availabilityRequest, response: { 200: availabilityReply } } }, async (request, reply) => {
    const { clubId } = request.session;
    const userId = cartViewerOf(request.session);
    const { activityId, date } = request.body;
    const fetchedAt = new Date().toISOString();
    // Other processes' changes reach the cache through the poller: it must run (and know where
    // change_log stands) before a day is read.
    hub.keepPolling();
    await hub.prime();
    const day = await cache.courtsJson(clubId, activityId, date, userId, async () => {
      const activity = await findActivity(db, clubId, activityId);
      return activity ? buildDayFrame(db, clubId, activity, date) : null;
    });
    if (!day) return failure(AvailabilityMessages.activityNotFound);
    const { activity } = day.frame;
    const head = { requestStatus: 1, activityId: activity.id, activityType: activity.type, maxSlotCount: activity.maxSlotCount, date };
    const json = `${JSON.stringify(head).slice(0, -1)},"courts":${day.json},"fetchedAt":${JSON.stringify(fetchedAt)}}`;
    // A string with a JSON content type is sent as it is (Fastify skips the serializer).
    return reply.type('application/json; charset=utf-8').send(json as unknown as AvailabilityReply);
  });

  app.get('/slot/locked/status', { ...read, schema: { tags: ['booking'], querystring: slotLockedStatusQuery, response: { 200: slotLockedStatusReply } } }, async (request) => {
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
  });

  app.post('/slot/booking/details', { ...read, schema: { tags: ['booking'], body: slotBookingDetailsRequest, response: { 200: slotBookingDetailsReply } } }, async (request) => {
    const { clubId } = request.session;
    const userId = cartViewerOf(request.session);
    const { courtId, date, slot, activityId } = request.body;
    const [activity, court] = await Promise.all([findActivity(db, clubId, activityId), findCourt(db, clubId, courtId)]);
    const window = court && findSlot(court, slot);
    if (!activity || !court || court.activityId !== activityId || !window) return failure(AvailabilityMessages.slotNotFound);
    const occupancy = await loadDayOccupancy(db, clubId, [courtId], date);
    const state = slotState(activity.type, activity.maxSlotCount, occupancy.filter((o) => o.start < window.end && o.end > window.start), userId);
    return {
      requestStatus: 1 as const,
      available: state.available,
      maxSlotCount: state.maxSlotCount,
      bookings: await groupSlotBookings(db, clubId, courtId, date, window.slotTime),
    };
  });
}
