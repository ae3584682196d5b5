import { calendarDays } from './calendar-days';
import type { CalendarDayRow } from './schema/v2';
import { useKeyedLiveQuery } from './keyed-live-query';

/** What a mirrored calendar day knows of one booking: enough to read it offline. */
export interface MirroredBooking {
  bookingId: number;
  activityId: number;
  date: string;
  /** Its court time, in order: one entry per booked slot. */
  slots: { courtName: string; slotTime: string; endTime: string }[];
  customerName: string | null;
  paymentPending: boolean;
  /** When that day was last confirmed by the server (ms): the age shown. */
  fetchedAt: number;
}

/**
 * The booking as the newest mirrored day holding it shows it (a booking moved to another day may
 * sit in an older copy of the day it left); null when no mirrored day has it.
 */
export function findMirroredBooking(days: readonly CalendarDayRow[], bookingId: number): MirroredBooking | null {
  let found: MirroredBooking | null = null;
  for (const day of days) {
    if (found && found.fetchedAt >= day.fetchedAt) continue;
    const slots = day.courts.flatMap((court) => court.slots.filter((slot) => slot.bookingId === bookingId));
    if (slots.length === 0) continue;
    slots.sort((a, b) => a.slotTime.localeCompare(b.slotTime) || a.courtName.localeCompare(b.courtName));
    found = {
      bookingId,
      activityId: day.activityId,
      date: day.date,
      slots: slots.map(({ courtName, slotTime, endTime }) => ({ courtName, slotTime, endTime })),
      customerName: slots[0].customerName,
      paymentPending: slots.some((slot) => slot.paymentPending),
      fetchedAt: day.fetchedAt,
    };
  }
  return found;
}

/** The booking from the mirrored days (Dexie); undefined while reading, null when not mirrored. */
export function useMirroredBooking(bookingId: number): MirroredBooking | null | undefined {
  return useKeyedLiveQuery(async () => findMirroredBooking(await calendarDays().toArray(), bookingId), [bookingId]);
}
