import { minutesOf } from './dates';
import { zonedFormat } from '../lib/zoned-format';

/** "YYYY-MM-DD" plus minutes (may pass midnight) → "YYYY-MM-DD HH:mm:ss" wall time. */
export function wallTimestamp(date: string, minutes: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d, 0, minutes));
  return t.toISOString().slice(0, 19).replace('T', ' ');
}

/** Minutes of a wall timestamp relative to the start of `date` (next day → ≥ 1440). */
export function minutesFrom(date: string, timestamp: string): number {
  const [day, time] = timestamp.replace('"', '').split(' ');
  const dayMs = Date.parse(`${day}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`);
  return dayMs / 60000 + minutesOf(time ?? '00:00:00');
}

/** Today's date in a time zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return zonedFormat('date', timeZone).format(now);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
