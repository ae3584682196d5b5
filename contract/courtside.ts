import { z } from 'zod';
import { reply } from './envelope';
import { idNumber } from './booking-fields';

/** Courtside check-in (issue 8, item 8): today's bookings and the check-in code lookup. */
export const CourtsideMessages = {
  codeRequired: 'Enter a check-in code',
  codeNotFound: 'Check-in code not found',
  allCheckedIn: 'Everyone is already checked in',
  checkedInAll: 'Everyone checked in',
  undone: 'Check-in undone',
  undoExpired: 'This check-in can no longer be undone',
  notCheckedIn: 'This attendee is not checked in',
} as const;

/**
 * Undo of a check-in made by mistake (issue 27 item 8, ADR 0063): the screen offers Undo for
 * CHECKIN_UNDO_SHOWN_SECONDS after the tap; the server takes it back while the check-in is at
 * most CHECKIN_UNDO_WINDOW_SECONDS old, so a tap on Undo at the last moment over a slow network
 * still lands. Later, a check-in stays (it is history, not a draft).
 */
export const CHECKIN_UNDO_SHOWN_SECONDS = 10;
export const CHECKIN_UNDO_WINDOW_SECONDS = 30;

/** POST /api/booking/checkin/all: every attendee of the booking not yet checked in. */
export const checkinAllRequest = z.object({ bookingId: idNumber });
export const checkinAllReply = reply({ attendeeIds: z.array(z.number().int()).optional() });

/** POST /api/booking/checkin/undo: the attendees whose check-in the tap just made. */
export const checkinUndoRequest = z.object({
  bookingId: idNumber,
  attendeeIds: z.array(z.number().int().min(1).max(100_000)).min(1).max(10_000),
});

/**
 * A check-in code is '<booking id>-<6 characters 0-9 A-F>' (ADR 0014, 0030). People type it as
 * they read it: case, spaces and a missing dash are forgiven; anything else is no code.
 */
export function parseCheckinCode(raw: string): { bookingId: number; secret: string } | null {
  const m = /^(\d{1,10})-?([0-9A-F]{6})$/.exec(raw.replace(/\s+/g, '').toUpperCase());
  if (!m) return null;
  const bookingId = Number(m[1]);
  if (bookingId < 1 || bookingId > 2_147_483_647) return null;
  return { bookingId, secret: m[2] };
}

export const checkinCodeQuery = z.object({ code: z.string().max(40) });
export const checkinCodeReply = reply({ bookingId: z.number().int().optional() });

/** One live booking of today (club time) as the courtside screen lists it. */
export const courtsideBooking = z.object({
  bookingId: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  courts: z.array(z.string()),
  startTime: z.string(),
  endTime: z.string(),
  customerName: z.string(),
  /** Masked for marketplace bookings, as Booking Details shows it. */
  customerMobile: z.string(),
  attendeeCount: z.number().int(),
  checkedIn: z.number().int(),
  /** Marked as no-show: not offered for check-in (the two exclude each other). */
  noShow: z.boolean(),
});
export type CourtsideBooking = z.infer<typeof courtsideBooking>;

export const courtsideDayReply = reply({ date: z.string().optional(), bookings: z.array(courtsideBooking).optional() });
