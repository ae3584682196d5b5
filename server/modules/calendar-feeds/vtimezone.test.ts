import { describe, expect, it } from 'vitest';
import { offsetAt, transitions, utcOffset, vtimezoneLines } from './vtimezone';

describe('VTIMEZONE from the runtime zone data', () => {
  it('reads offsets', () => {
    expect(offsetAt('Asia/Kolkata', Date.UTC(2026, 0, 1))).toBe(330);
    expect(offsetAt('Europe/London', Date.UTC(2026, 6, 1))).toBe(60);
    expect(offsetAt('America/St_Johns', Date.UTC(2026, 0, 1))).toBe(-210);
    expect(utcOffset(-210)).toBe('-0330');
  });

  it('finds the exact minute of each change (Europe/London 2026: 29 March 01:00Z, 25 October 01:00Z)', () => {
    const list = transitions('Europe/London', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(list).toEqual([
      { at: Date.UTC(2026, 2, 29, 1), from: 0, to: 60 },
      { at: Date.UTC(2026, 9, 25, 1), from: 60, to: 0 },
    ]);
  });

  it('a zone without changes has one standard observance from 1970', () => {
    const lines = vtimezoneLines('Asia/Kolkata', Date.UTC(2026, 0, 1), Date.UTC(2026, 6, 1));
    expect(lines).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('a zone with summer time names each change in the wall time it leaves', () => {
    const lines = vtimezoneLines('Europe/London', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)).join('\n');
    expect(lines).toContain('BEGIN:DAYLIGHT\nDTSTART:20260329T010000\nTZOFFSETFROM:+0000\nTZOFFSETTO:+0100\nEND:DAYLIGHT');
    expect(lines).toContain('BEGIN:STANDARD\nDTSTART:20261025T020000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0000\nEND:STANDARD');
  });
});
