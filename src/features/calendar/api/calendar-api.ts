import { slotBookingDetailsReply, slotLockedStatusReply, type Slot } from '../../../../contract/availability';
import { bookingDetailsReply } from '../../../../contract/booking';
import { api } from '../../../lib/api/client';

/** GET /api/slot/locked/status — which brother court holds a Locked slot. */
export function fetchLockedStatus(slot: Slot, signal?: AbortSignal) {
  return api.get(
    '/slot/locked/status',
    { activityId: slot.activityId, date: slot.slotDate, slot: slot.slotTime, courtId: slot.courtId },
    { schema: slotLockedStatusReply, signal },
  );
}

/** POST /api/slot/booking/details — the bookings inside a group (type 1) slot. */
export function fetchSlotBookings(slot: Slot, signal?: AbortSignal) {
  return api.post(
    '/slot/booking/details',
    { activityId: slot.activityId, date: slot.slotDate, slot: slot.slotTime, courtId: slot.courtId },
    { schema: slotBookingDetailsReply, signal },
  );
}

/** GET /api/booking/details?bookingId= */
export function fetchBookingDetails(bookingId: number, signal?: AbortSignal) {
  return api.get('/booking/details', { bookingId }, { schema: bookingDetailsReply, signal });
}
