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

/** '2026-11-21' → '21 Nov 2026' (spec 1 §9 display format). */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${String(day).padStart(2, '0')} ${months[month - 1]} ${year}`;
}

/** '06:00:00' → '06:00'. */
export const shortTime = (time: string) => time.slice(0, 5);

/** An instant as HH:mm on the club's wall clock (the browser's when the zone is unknown). */
export function clockTimeIn(timeZone: string | undefined, instant: Date): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(instant);
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(instant);
  }
}

/** An instant as 'DD MMM YYYY, HH:mm' on the club's wall clock, 24h (the browser's when the zone is unknown). */
export function clubStamp(timeZone: string | undefined, iso: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(new Date(iso));
  }
}
