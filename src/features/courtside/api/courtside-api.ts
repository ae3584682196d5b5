import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';

const e = endpoints.courtside;

/** GET /api/courtside/today: today's live bookings (club time) with their check-in state. */
export const fetchCourtsideDay = (signal?: AbortSignal) => api.call(e.today, undefined, { present: { silent: true }, signal });

/** GET /api/booking/checkin/code: the booking a typed or scanned code names (failures inline). */
export const lookupCheckinCode = (code: string) => api.call(e.checkinCode, { code }, { present: { failure: 'none' } });

/**
 * POST /api/booking/checkin: one attendee (`id`) or the whole booking (null). As every booking
 * write: the server's success toast, a refusal shown by the caller where the person is looking.
 */
export const checkInBooking = (bookingId: number, id: number | null) =>
  api.call(endpoints.bookings.checkin, { bookingId, id }, { present: { success: true, failure: 'none' } });

/** POST /api/booking/checkin/all: every attendee not checked in yet; refusals shown by the caller. */
export const checkInAllAttendees = (bookingId: number) =>
  api.call(e.checkinAll, { bookingId }, { present: { success: true, failure: 'none' } });

/** POST /api/booking/checkin/undo: takes back the check-ins the last tap made. */
export const undoCheckins = (bookingId: number, attendeeIds: number[]) =>
  api.call(e.checkinUndo, { bookingId, attendeeIds }, { present: { success: true, failure: 'none' } });
