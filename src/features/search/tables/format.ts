import { currentSession } from '../../../lib/session/session-store';
import { clubStamp } from '../../../lib/time/club-date';

/** '2026-12-01' → '01 Dec 2026' (spec 1 §9). */
export function bookingDate(date: string): string {
  return new Date(`${date}T00:00:00`).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
}

/** An ISO timestamp as the desk reads it: the club's clock, 24h (not the device's zone). */
export function stamp(iso: string): string {
  return clubStamp(currentSession()?.timeZone, iso);
}

export function statusColor(status: string): string {
  return status === 'Cancelled' ? 'gray' : status === 'Completed' ? 'teal' : status === 'Ongoing' ? 'blue' : 'indigo';
}
