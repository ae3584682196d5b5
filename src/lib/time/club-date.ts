import { formatDisplayDate, monthsOf } from '../../../contract/display-date';

export { monthsOf };
import { currentLocale, i18n } from '../i18n/instance';

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

/** The format of every date input (Mantine DateInput / DatePickerInput `valueFormat`, dayjs tokens). */
export const DATE_INPUT_FORMAT = 'DD MMM YYYY';

/** '2026-11-21' → '21 Nov 2026' (spec 1 §9 display format; '21 नव॰ 2026' in hi-IN); text that is not a
 *  date is returned as is, a missing one as ''. The locale is the language on screen's unless given. */
export function displayDate(date: string | null | undefined, locale: string = currentLocale()): string {
  return formatDisplayDate(date, locale);
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

const FULL_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** How each Hindi month begins, in the spellings in use (अक्टूबर and अक्तूबर; फ़रवरी with or without the dot). */
const HINDI_MONTH_STEMS = [
  ['जन'],
  ['फ़र', 'फर'],
  ['मार्च'],
  ['अप्रै'],
  ['मई'],
  ['जून'],
  ['जुल'],
  ['अग'],
  ['सित'],
  ['अक्टू', 'अक्तू'],
  ['नव'],
  ['दिस'],
].map((stems) => stems.map((stem) => stem.normalize('NFC')));

/** A Hindi month written short ('नव॰', dayjs's 'अप्रै.') or whole ('नवंबर', 'नवम्बर') → 1…12, or 0. */
function hindiMonth(word: string): number {
  const w = word.normalize('NFC');
  return HINDI_MONTH_STEMS.findIndex((stems) => stems.some((stem) => w.startsWith(stem))) + 1;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A date as a person types it → YYYY-MM-DD, or null when it is not a real date. Reads the display
 * format ('21 Nov 2026', any case, the month short or whole, '-' '/' '.' or spaces between) and
 * the wire's '2026-11-21'. An all-number '11/12/2026' is refused: day-first or month-first
 * cannot be told, and a date read the wrong way round is a silent rewrite (ADR 0067).
 */
export function parseClubDate(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const named = /^(\d{1,2})[\s./-]+([A-Za-z]{3,9})\.?[\s,./-]+(\d{4})$/.exec(t);
  // The Hindi display format ('21 नव॰ 2026', what a Hindi screen shows in the field) reads back too.
  const hindi = /^(\d{1,2})[\s./-]+([\u0900-\u097F]{2,9})[॰.]?[\s,./-]+(\d{4})$/.exec(t);
  let year: number, month: number, day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (named) {
    const word = named[2].toLowerCase();
    month = FULL_MONTHS.findIndex((m) => m.startsWith(word)) + 1;
    [year, day] = [Number(named[3]), Number(named[1])];
  } else if (hindi) {
    month = hindiMonth(hindi[2]);
    [year, day] = [Number(hindi[3]), Number(hindi[1])];
  } else return null;
  if (month < 1 || month > 12 || year < 1000 || day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A date field's value as a form holds it: '' is blank, 'YYYY-MM-DD' a date, NOT_A_DATE typed text
 * the field refused (the field shows why; the form must not submit or apply it).
 */
export const NOT_A_DATE = 'not-a-date';

/** Whether a date field holds text it refused: the form blocks its submit. */
export const isDateRefused = (value: string | null | undefined) => value === NOT_A_DATE;

/** In the language on screen; the example stays '21 Nov 2026': the date fields read English months (ADR 0085). */
export const DateMessages = {
  notADate: (field: string) => i18n.t('common:date.notADate', { field }),
  before: (field: string, min: string) => i18n.t('common:date.before', { field, date: displayDate(min) }),
  after: (field: string, max: string) => i18n.t('common:date.after', { field, date: displayDate(max) }),
};

/** The days a date field allows (YYYY-MM-DD), and the spec's words for a day outside them where it has some. */
export interface DateBounds {
  min?: string;
  max?: string;
  minMessage?: string;
  maxMessage?: string;
}

/**
 * The rule for a typed date field: blank is '' (the form decides whether it is required), a real
 * date inside the bounds is its YYYY-MM-DD, anything else is refused with a message naming the field.
 */
export function checkTypedDate(
  text: string,
  field: string,
  bounds: DateBounds = {},
): { ok: true; value: string } | { ok: false; message: string } {
  if (!text.trim()) return { ok: true, value: '' };
  const value = parseClubDate(text);
  if (!value) return { ok: false, message: DateMessages.notADate(field) };
  if (bounds.min && value < bounds.min) return { ok: false, message: bounds.minMessage ?? DateMessages.before(field, bounds.min) };
  if (bounds.max && value > bounds.max) return { ok: false, message: bounds.maxMessage ?? DateMessages.after(field, bounds.max) };
  return { ok: true, value };
}
