import type { FastifyInstance } from 'fastify';
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
import { failure } from './business-error';
import { findActivity, findCourt } from './catalog';
import { findSlot } from './court-slots';
import { dayAvailability } from './service';
import { slotLockers, groupSlotBookings } from './slot-queries';
import { loadDayOccupancy } from './day-occupancy';
import { slotState } from './slot-state';

/** /api: the calendar's availability, brother-lock status and group slot bookings. */
export async function availabilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.bookingCalendar, 'read');

  app.post('/availability', { ...read, schema: { tags: ['booking'], body: availabilityRequest, response: { 200: availabilityReply } } }, async (request) => {
    const { clubId, userId } = request.session;
    const { activityId, date } = request.body;
    const activity = await findActivity(db, clubId, activityId);
    if (!activity) return failure(AvailabilityMessages.activityNotFound);
    const fetchedAt = new Date().toISOString();
    const courts = await dayAvailability(db, clubId, userId, activity, date);
    return {
      requestStatus: 1 as const,
      activityId,
      activityType: activity.type,
      maxSlotCount: activity.maxSlotCount,
      date,
      courts,
      fetchedAt,
    };
  });

  app.get('/slot/locked/status', { ...read, schema: { tags: ['booking'], querystring: slotLockedStatusQuery, response: { 200: slotLockedStatusReply } } }, async (request) => {
    const { clubId, userId } = request.session;
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
    const { clubId, userId } = request.session;
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
