import { describe, expect, it } from 'vitest';
import { wallClock, wallSerial } from './wall-clock';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('wallClock', () => {
  it('gives club wall time, seconds cut as to_char does', () => {
    const ist = wallClock('Asia/Kolkata');
    expect(ist(at('2026-02-28T18:35:00Z'))).toBe('2026-03-01 00:05:00');
    expect(ist(at('2026-03-18T06:30:59.999Z'))).toBe('2026-03-18 12:00:59');
  });
  it('reads the same as the plain formatting for instants across a year', () => {
    const ist = wallClock('Asia/Kolkata');
    for (let t = at('2026-01-01T00:00:00Z'); t < at('2027-01-01T00:00:00Z'); t += 7919.37) {
      const iso = new Date((Math.floor(t) + 19_800) * 1000).toISOString();
      expect(ist(t)).toBe(`${iso.slice(0, 10)} ${iso.slice(11, 19)}`);
    }
  });
  it('follows daylight saving changes', () => {
    const ny = wallClock('America/New_York');
    expect(ny(at('2026-03-08T06:59:59Z'))).toBe('2026-03-08 01:59:59');
    expect(ny(at('2026-03-08T07:00:00Z'))).toBe('2026-03-08 03:00:00');
    expect(ny(at('2026-11-01T05:30:00Z'))).toBe('2026-11-01 01:30:00');
    expect(ny(at('2026-11-01T06:30:00Z'))).toBe('2026-11-01 01:30:00');
    // Lord Howe moves by half an hour (+11 → +10:30 at 15:00 UTC).
    const lh = wallClock('Australia/Lord_Howe');
    expect(lh(at('2026-04-04T14:45:00Z'))).toBe('2026-04-05 01:45:00');
    expect(lh(at('2026-04-04T15:15:00Z'))).toBe('2026-04-05 01:45:00');
  });
  it('as a spreadsheet serial, is exactly the serial of its text (across zone changes too)', () => {
    for (const zone of ['Asia/Kolkata', 'America/New_York', 'Australia/Lord_Howe']) {
      const text = wallClock(zone);
      const serial = wallSerial(zone);
      for (let t = at('2026-03-07T00:00:00Z'); t < at('2026-03-10T00:00:00Z'); t += 1337.25) {
        expect(serial(t)).toBe(Date.parse(`${text(t).replace(' ', 'T')}Z`) / 86_400_000 + 25569);
      }
    }
  });
});

describe('zone offsets read per six hours', () => {
  it('match the zone at every quarter hour of a year, in zones that change by an hour, half an hour and 45 minutes', () => {
    for (const zone of ['America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Europe/London', 'Asia/Kolkata']) {
      const serial = wallSerial(zone);
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
      for (let t = at('2026-01-01T00:00:00Z'); t < at('2027-01-01T00:00:00Z'); t += 900) {
        // Either side of each quarter hour: a change falls exactly on one.
        for (const s of [t, t + 899]) {
          const p = Object.fromEntries(parts.formatToParts(new Date(s * 1000)).map((x) => [x.type, x.value]));
          const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
          expect(serial(s)).toBe(wall / 86_400_000 + 25569);
        }
      }
    }
  }, 60_000);
});
