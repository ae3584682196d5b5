import { CartMessages } from '../../../contract/cart';
import { BusinessError } from '../../core/business-error';
import { wallTimestamp } from '../../core/local-time';
import { zonedFormat } from '../../lib/zoned-format';

/** The wall-clock time now in a time zone, "YYYY-MM-DD HH:mm:ss". */
function wallNow(timeZone: string, now: Date): string {
  const parts = zonedFormat('parts', timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** Minutes since a slot of `date` ending at `endMinutes` (may be 1440) ended, in club wall time. */
export function minutesSinceEnd(date: string, endMinutes: number, timeZone: string, now = new Date()): number {
  const asUtc = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);
  return (asUtc(wallNow(timeZone, now)) - asUtc(wallTimestamp(date, endMinutes))) / 60_000;
}

export interface LookbackClub {
  timeZone: string;
  pastBookingLookbackHours: number;
}

/**
 * The look-back's refusal for a slot of `date` ending at `endMinutes`, or null when it may still
 * be booked. Walk-ins are recorded after play, but only within the club's look-back (club
 * setting pastBookingLookbackHours, hours after the slot ended, as loadClub read it). Single
 * bookings (cart) and patterns (bulk) both judge by this one rule and message (ADR 0010, 0051).
 */
export function lookbackRefusal(club: LookbackClub, date: string, endMinutes: number, now = new Date()): string | null {
  const hours = club.pastBookingLookbackHours;
  if (minutesSinceEnd(date, endMinutes, club.timeZone, now) <= hours * 60) return null;
  return CartMessages.pastLookback.replaceAll('{hours}', String(hours));
}

/** Throws the look-back's refusal for a slot older than the club's look-back. */
export function checkLookback(club: LookbackClub, date: string, endMinutes: number): void {
  const refused = lookbackRefusal(club, date, endMinutes);
  if (refused) throw new BusinessError(refused);
}
