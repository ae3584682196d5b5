import { currentSession } from '../../../lib/session/session-store';
import { clubStamp, displayDate } from '../../../lib/time/club-date';

/** '2026-12-01' → '01 Dec 2026' (spec 1 §9). */
export function bookingDate(date: string): string {
  return displayDate(date);
}

/** An ISO timestamp as the desk reads it: the club's clock, 24h (not the device's zone). */
export function stamp(iso: string): string {
  return clubStamp(currentSession()?.timeZone, iso);
}

export function statusColor(status: string): string {
  return status === 'Cancelled' ? 'gray' : status === 'Completed' ? 'teal' : status === 'Ongoing' ? 'blue' : 'indigo';
}
