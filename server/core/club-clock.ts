import { todayIn } from './local-time';
import { endMinutesOf, minutesOf } from './dates';
import { zonedFormat } from '../lib/zoned-format';

/** The club's date and minutes now, read once per search. */
export function clubNow(timeZone: string, now = new Date()) {
  const hm = zonedFormat('time', timeZone).format(now);
  return { today: todayIn(timeZone, now), minutes: minutesOf(hm) };
}

/** Upcoming / Ongoing / Completed / Cancelled of a single booking at the club's now. */
export function bookingStatusAt(
  b: { cancelled: boolean; date: string; start: string; end: string },
  now: { today: string; minutes: number },
): 'Upcoming' | 'Ongoing' | 'Completed' | 'Cancelled' {
  if (b.cancelled) return 'Cancelled';
  if (b.date !== now.today) return b.date > now.today ? 'Upcoming' : 'Completed';
  if (now.minutes < minutesOf(b.start)) return 'Upcoming';
  return now.minutes < endMinutesOf(b.end) ? 'Ongoing' : 'Completed';
}

/**
 * The search table's reading of a pattern (ADR 0025): Cancelled when every occurrence is
 * cancelled (flag 1); Completed when no live occurrence is still ahead; otherwise Ongoing.
 */
export function patternStatusAt(flag: number, lastLiveDate: string | null, today: string): 'Ongoing' | 'Completed' | 'Cancelled' {
  if (flag === 1) return 'Cancelled';
  return lastLiveDate !== null && lastLiveDate >= today ? 'Ongoing' : 'Completed';
}

/**
 * Hours from `now` to a wall-clock start in the club's time zone, as real elapsed time: across a
 * daylight-saving change the refund tiers, the marketplace and patterns all read the same figure.
 */
export function hoursUntil(date: string, time: string, timeZone: string, now = new Date()): number {
  const wall = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  // The zone's offset at that moment: the same wall time read in UTC and in the zone.
  const parts = zonedFormat('parts', timeZone).formatToParts(new Date(wall));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  const asZone = Date.parse(`${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}Z`);
  const instant = wall - (asZone - wall);
  return (instant - now.getTime()) / 3_600_000;
}
