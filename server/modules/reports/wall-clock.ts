import { zonedFormat } from '../../lib/zoned-format';

/** Quarter hours in six hours: a zone's offset is read at most this far apart before it is trusted in between. */
const STEP = 24;

/**
 * The zone's offset (seconds) at an instant. Zone changes fall on quarter hours, and no zone
 * changes twice within six hours, so an offset read at both ends of a six-hour span holds
 * for the whole span: a year costs about 1,500 readings of the zone, not one per quarter hour
 * (35,000 of them were a twentieth of the year's .xlsx). A span with a change in it is read
 * quarter hour by quarter hour.
 */
function zoneOffsets(timeZone: string): (epochSeconds: number) => number {
  const parts = zonedFormat('parts', timeZone);
  const exact = new Map<number, number>();
  /** The offset at the start of a quarter hour, read from the zone (once per bucket). */
  const read = (bucket: number): number => {
    let offset = exact.get(bucket);
    if (offset === undefined) {
      const at = bucket * 900;
      const p = Object.fromEntries(parts.formatToParts(new Date(at * 1000)).map((x) => [x.type, x.value]));
      offset = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) / 1000 - at;
      exact.set(bucket, offset);
    }
    return offset;
  };
  // Rows come in time order, so most share the span of the one before.
  let spanStart = Number.NaN;
  let spanOffset: number | null = null;
  return (seconds: number): number => {
    const bucket = Math.floor(seconds / 900);
    const start = bucket - (((bucket % STEP) + STEP) % STEP);
    if (start !== spanStart) {
      spanStart = start;
      const first = read(start);
      spanOffset = read(start + STEP) === first ? first : null;
    }
    return spanOffset ?? read(bucket);
  };
}

/** Excel's serial day 0 is 1899-12-30; 25569 days lie between it and 1970-01-01. */
const EPOCH_DAYS = 25569;

/**
 * The same wall time as a spreadsheet serial number (the .xlsx's date-time cells): exactly the
 * value the text of `wallClock` gives once parsed, without making the text.
 */
export function wallSerial(timeZone: string): (epochSeconds: number) => number {
  const offsetAt = zoneOffsets(timeZone);
  return (epochSeconds) => {
    const seconds = Math.floor(epochSeconds);
    return ((seconds + offsetAt(seconds)) * 1000) / 86_400_000 + EPOCH_DAYS;
  };
}

/**
 * Club wall time "YYYY-MM-DD HH:mm:ss" of an instant (epoch seconds), as `to_char(ts AT TIME
 * ZONE tz, 'YYYY-MM-DD HH24:MI:SS')` gives it. Formatting in the database cost more than the
 * rest of a master page's query on PGlite (ADR 0036), so pages carry epoch seconds and this
 * formats them.
 */
export function wallClock(timeZone: string): (epochSeconds: number) => string {
  const offsetAt = zoneOffsets(timeZone);
  // Day prefixes are cached and the time of day is built from a table of two-digit strings:
  // a year of rows is 600,000 calls, where new Date().toISOString() per call showed up.
  const days = new Map<number, string>();
  return (epochSeconds) => {
    const wall = Math.floor(epochSeconds) + offsetAt(Math.floor(epochSeconds));
    const day = Math.floor(wall / 86_400);
    let prefix = days.get(day);
    if (prefix === undefined) {
      prefix = `${new Date(day * 86_400_000).toISOString().slice(0, 10)} `;
      days.set(day, prefix);
    }
    const inDay = wall - day * 86_400;
    const hour = Math.floor(inDay / 3600);
    const minute = Math.floor((inDay % 3600) / 60);
    return `${prefix}${TWO[hour]}:${TWO[minute]}:${TWO[inDay % 60]}`;
  };
}

const TWO = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
