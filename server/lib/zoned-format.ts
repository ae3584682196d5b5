/**
 * Intl.DateTimeFormat objects per (kind, time zone), made once: building one costs tens of
 * microseconds, which showed as a tenth of a search request's CPU when each call made its own.
 */
const made = new Map<string, Intl.DateTimeFormat>();

const OPTIONS = {
  /** YYYY-MM-DD */
  date: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  /** HH:mm, 24-hour */
  time: ['en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }],
  /** every part, 24-hour, for formatToParts */
  parts: [
    'en-CA',
    { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  ],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;

export function zonedFormat(kind: keyof typeof OPTIONS, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let f = made.get(key);
  if (!f) {
    const [locale, options] = OPTIONS[kind];
    made.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  }
  return f;
}
