import { z } from 'zod';
import { reply } from './envelope';

/** Courtside check-in (issue 8, item 8): today's bookings and the check-in code lookup. */
export const CourtsideMessages = {
  codeRequired: 'Enter a check-in code',
  codeNotFound: 'Check-in code not found',
} as const;

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
