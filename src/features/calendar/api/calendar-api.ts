import type { Slot } from '../../../../contract/availability';
import { bookingDetailsReply } from '../../../../contract/booking';
import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';

const e = endpoints.availability;

/** GET /api/slot/locked/status — which brother court holds a Locked slot. */
export function fetchLockedStatus(slot: Slot, signal?: AbortSignal) {
  return api.call(
    e.slotLockedStatus,
    { activityId: slot.activityId, date: slot.slotDate, slot: slot.slotTime, courtId: slot.courtId },
    { signal },
  );
}

/** POST /api/slot/booking/details — the bookings inside a group (type 1) slot. */
export function fetchSlotBookings(slot: Slot, signal?: AbortSignal) {
  return api.call(
    e.slotBookingDetails,
    { activityId: slot.activityId, date: slot.slotDate, slot: slot.slotTime, courtId: slot.courtId },
    { signal },
  );
}

/** GET /api/booking/details?bookingId= (its entry has no reply schema: the server builds its own). */
export function fetchBookingDetails(bookingId: number, signal?: AbortSignal) {
  return api.call(endpoints.bookings.details, { bookingId }, { schema: bookingDetailsReply, signal });
}
