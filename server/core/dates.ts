/** Weekday of a YYYY-MM-DD date on the pricing scale: 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (sundayFirst + 6) % 7;
}

/** "HH:mm[:ss]" → minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** Minutes after midnight → "HH:mm:ss" (1440 → "00:00:00", the next midnight). */
export function timeOf(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
}

/** An end time of 00:00 means midnight at the end of the day. */
export function endMinutesOf(time: string): number {
  const m = minutesOf(time);
  return m === 0 ? 1440 : m;
}

/** Day ranges may wrap the week (5 → 1 = Saturday to Tuesday). */
export function dayInRange(day: number, start: number, end: number): boolean {
  return start <= end ? day >= start && day <= end : day >= start || day <= end;
}
