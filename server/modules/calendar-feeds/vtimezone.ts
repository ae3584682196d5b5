/**
 * A VTIMEZONE for an IANA zone, built from the runtime's own zone data (Intl): one observance per
 * UTC-offset change found in the span the feed covers, plus the offset in force at its start. No
 * RRULE is guessed, so a zone whose rules changed recently is still exact for every event shown.
 */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset in minutes at an instant. */
export function offsetAt(timeZone: string, at: number): number {
  let f = offsetFormats.get(timeZone);
  if (!f) offsetFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })));
  const name = f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

export interface Transition {
  /** The instant the new offset starts (UTC ms). */
  at: number;
  from: number;
  to: number;
}

/** Every offset change in [start, end): scanned in 6-hour steps, then pinned to the minute. */
export function transitions(timeZone: string, start: number, end: number): Transition[] {
  const out: Transition[] = [];
  let prev = offsetAt(timeZone, start);
  for (let t = start + 6 * HOUR; t < end + 6 * HOUR; t += 6 * HOUR) {
    const now = offsetAt(timeZone, t);
    if (now === prev) continue;
    let lo = t - 6 * HOUR;
    let hi = t;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offsetAt(timeZone, mid) === prev) lo = mid;
      else hi = mid;
    }
    out.push({ at: hi, from: prev, to: now });
    prev = now;
  }
  return out;
}

/** '+0530', '-0300': the UTC-OFFSET value type. */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** A UTC instant shifted by an offset, as a local DATE-TIME (what an observance's DTSTART is). */
function localOf(at: number, offset: number): string {
  return new Date(at + offset * MINUTE).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/** The VTIMEZONE lines for `timeZone`, valid for every instant in [start, end) (UTC ms). */
export function vtimezoneLines(timeZone: string, start: number, end: number): string[] {
  const changes = transitions(timeZone, start, end);
  const first = offsetAt(timeZone, start);
  const offsets = [first, ...changes.map((c) => c.to)];
  const standard = Math.min(...offsets);
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', dtstart: string, from: number, to: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${dtstart}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `END:${kind}`,
  ];
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  // The offset in force when the span begins: its observance starts with the span (or 1970 for a
  // zone without changes, so clients that look further back still find it).
  const opening = changes.length === 0 ? '19700101T000000' : localOf(start, first);
  lines.push(...observance(first > standard ? 'DAYLIGHT' : 'STANDARD', opening, first, first));
  for (const c of changes) lines.push(...observance(c.to > standard ? 'DAYLIGHT' : 'STANDARD', localOf(c.at, c.from), c.from, c.to));
  lines.push('END:VTIMEZONE');
  return lines;
}
