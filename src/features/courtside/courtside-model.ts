import type { CourtsideBooking } from '../../../contract/courtside';
import type { AvailabilityCourt } from '../../../contract/availability';

/** A booking row of the screen; offline rows (from the mirrored calendar) lack check-in state. */
export type CourtsideRow = Omit<CourtsideBooking, 'checkedIn' | 'attendeeCount' | 'noShow'> & {
  /** null when unknown (offline: the mirrored calendar day does not carry check-ins). */
  checkedIn: number | null;
  attendeeCount: number | null;
  /** null when unknown (offline). */
  noShow: boolean | null;
};

export interface CourtsideSections {
  now: CourtsideRow[];
  next: CourtsideRow[];
  earlier: CourtsideRow[];
}

const byTimeThenCourt = (a: CourtsideRow, b: CourtsideRow) =>
  a.startTime.localeCompare(b.startTime) ||
  (a.courts[0] ?? '').localeCompare(b.courts[0] ?? '', undefined, { numeric: true }) ||
  a.bookingId - b.bookingId;

/** An end time of 00:00:00 means midnight at the end of the day. */
const endOf = (t: string) => (t === '00:00:00' ? '24:00:00' : t);

/**
 * "Now and next" first: bookings on court now, then the ones still to start (by time, then
 * court), then those already over, latest first (late arrivals still check in).
 */
export function sectionsAt(rows: readonly CourtsideRow[], nowTime: string): CourtsideSections {
  const sorted = [...rows].sort(byTimeThenCourt);
  return {
    now: sorted.filter((r) => r.startTime <= nowTime && nowTime < endOf(r.endTime)),
    next: sorted.filter((r) => r.startTime > nowTime),
    earlier: sorted.filter((r) => endOf(r.endTime) <= nowTime).reverse(),
  };
}

/**
 * Search by name (any part, any case), phone (digits anywhere in the number) or booking id
 * (the whole id). Blank = everything.
 */
export function matches(row: CourtsideRow, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const digits = q.replace(/[\s+\-#]/g, '');
  if (/^\d+$/.test(digits)) {
    return String(row.bookingId) === digits || (digits.length >= 3 && row.customerMobile.replace(/\D/g, '').includes(digits));
  }
  return row.customerName.toLowerCase().includes(q);
}

/** The mirrored calendar day of one activity (Dexie), as the offline screen reads it. */
export interface MirroredDay {
  activityId: number;
  courts: AvailabilityCourt[];
}

/**
 * Offline rows from today's mirrored calendar days: every booked slot carries its booking id and
 * customer name; a booking's slots are joined into one row (courts, first start, last end).
 * Group bookings share a slot and name no single booking there, so they are not listed.
 */
export function rowsFromMirror(days: readonly MirroredDay[], activityName: (id: number) => string): CourtsideRow[] {
  const rows = new Map<number, CourtsideRow>();
  for (const day of days) {
    for (const court of day.courts) {
      for (const slot of court.slots) {
        if (slot.bookingId === null) continue;
        const row = rows.get(slot.bookingId);
        if (!row) {
          rows.set(slot.bookingId, {
            bookingId: slot.bookingId,
            activityId: day.activityId,
            activityName: activityName(day.activityId),
            courts: [court.courtName],
            startTime: slot.slotTime,
            endTime: slot.endTime,
            customerName: slot.customerName ?? '',
            customerMobile: '',
            attendeeCount: null,
            checkedIn: null,
            noShow: null,
          });
          continue;
        }
        if (!row.courts.includes(court.courtName)) row.courts.push(court.courtName);
        if (slot.slotTime < row.startTime) row.startTime = slot.slotTime;
        if (endOf(slot.endTime) > endOf(row.endTime)) row.endTime = slot.endTime;
      }
    }
  }
  return [...rows.values()];
}

/** Whether a row still has someone to check in (unknown offline). */
export function fullyCheckedIn(row: CourtsideRow): boolean {
  return row.checkedIn !== null && row.attendeeCount !== null && row.checkedIn >= row.attendeeCount;
}
