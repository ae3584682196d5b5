import type { FastifyInstance } from 'fastify';
import { cartViewerOf } from '../../core/hold-owner';
import { AvailabilityMessages } from '../../../contract/availability';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
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
export async function availabilityRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.availability;
  const tags = ['booking'];

  const days = freshDaysOf(app);
  const hub = liveHubOf(app);
  app.addHook('onClose', async () => hub.close());

  // The hot route: the day comes from the per-process cache (ADR 0006, ADR 0023) as finished
  // bytes, compressed once per change of the day; an unchanged day answers 304. The cache checks
  // change_log before each read (ADR 0057), so every logged change shows on the next read. The zod schema
  // still documents the reply and the API tests check every reply against it; the bytes are a
  // Buffer, which Fastify sends as they are (a 200 schema only serialises objects).
  route(app, e.availability, { tags }, async (request, reply) => {
    const { clubId } = request.session;
    const userId = cartViewerOf(request.session);
    const { activityId, date } = request.body;
    // The poller sweeps expired holds (and logs them for the live feed) while desks read days.
    hub.keepPolling();
    const day = await days.day(clubId, activityId, date, userId, () => loadDayFrame(db, clubId, activityId, date));
    if (!day) return failure(AvailabilityMessages.activityNotFound);
    return sendDay(request, reply, day.bytes);
  });

  route(app, e.slotLockedStatus, { tags }, async (request) => {
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

  route(app, e.slotBookingDetails, { tags }, async (request) => {
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
  });
}
