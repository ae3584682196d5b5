/** Today's date (YYYY-MM-DD) in the club's time zone; the browser's when the zone is unknown. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}

/** The wall-clock time (HH:mm:ss) in the club's time zone; the browser's when the zone is unknown. */
export function nowTimeIn(timeZone: string | undefined, now: Date = new Date()): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(now);
  }
}

/*
 * The console's one place that turns dates and times into text (issue 27 item 13, ADR 0065):
 * dates 'DD MMM YYYY' (spec 1 §9), times 24-hour 'HH:mm', instants on the club's wall clock.
 * A screen never formats a date or time by hand; it calls one of these.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The format of every date input (Mantine DateInput / DatePickerInput `valueFormat`, dayjs tokens). */
export const DATE_INPUT_FORMAT = 'DD MMM YYYY';

/** '2026-11-21' → '21 Nov 2026' (spec 1 §9 display format); text that is not a date is returned as is,
 *  a missing one as ''. */
export function displayDate(date: string | null | undefined): string {
  if (!date) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m || !MONTHS[Number(m[2]) - 1]) return date;
  return `${m[3]} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

/** '06:00:00' → '06:00'. */
export const shortTime = (time: string) => time.slice(0, 5);

/** '06:00:00', '07:30:00' → '06:00–07:30'. */
export const timeRange = (start: string, end: string) => `${shortTime(start)}–${shortTime(end)}`;

/** '2026-11-01', '2026-11-05' → '01 Nov 2026 – 05 Nov 2026'; one day is shown once. */
export const dateRange = (from: string, to: string) => (from === to ? displayDate(from) : `${displayDate(from)} – ${displayDate(to)}`);

/** A wall-clock stamp the server already put on the club's clock ('2026-11-22 20:56:10') → '22 Nov 2026, 20:56'. */
export function wallStamp(text: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(text);
  return m ? `${displayDate(m[1])}, ${m[2]}` : displayDate(text);
}

/** An instant as HH:mm on the club's wall clock (the browser's when the zone is unknown). */
export function clockTimeIn(timeZone: string | undefined, instant: Date): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(instant);
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(instant);
  }
}

/** An instant as 'DD MMM YYYY, HH:mm' on the club's wall clock, 24h (the browser's when the zone is unknown).
 *  Built from numeric parts: Intl's own short months differ by engine ('Sep' / 'Sept'). */
export function clubStamp(timeZone: string | undefined, iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${displayDate(todayIn(timeZone, instant))}, ${clockTimeIn(timeZone, instant)}`;
}

/** The club-local day of an instant as 'DD MMM YYYY'. */
export function clubDay(timeZone: string | undefined, iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : displayDate(todayIn(timeZone, instant));
}
