import { describe, expect, it } from 'vitest';
import { clubDay, clubStamp, dateRange, displayDate, nowTimeIn, shortTime, timeRange, todayIn, wallStamp } from './club-date';

describe('club dates', () => {
  it("reads today in the club's time zone", () => {
    const now = new Date('2026-11-21T20:00:00Z');
    expect(todayIn('Asia/Kolkata', now)).toBe('2026-11-22');
    expect(todayIn('America/New_York', now)).toBe('2026-11-21');
  });
  it('falls back to the browser zone on an unknown zone', () => {
    expect(todayIn('Not/AZone', new Date())).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it("shows dates as 'DD MMM YYYY' and times as HH:mm", () => {
    expect(displayDate('2026-03-05')).toBe('05 Mar 2026');
    expect(shortTime('06:30:00')).toBe('06:30');
  });
  it("reads the wall-clock time in the club's time zone", () => {
    const now = new Date('2026-11-21T20:05:09Z');
    expect(nowTimeIn('Asia/Kolkata', now)).toBe('01:35:09');
    expect(nowTimeIn('UTC', now)).toBe('20:05:09');
  });
});

describe('clubStamp', () => {
  it("shows an instant on the club's clock, 24h", () => {
    expect(clubStamp('Asia/Kolkata', '2026-11-22T15:26:00.000Z')).toBe('22 Nov 2026, 20:56');
    expect(clubStamp('Asia/Kolkata', '2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026, 01:30');
  });
});

describe('one date and time format (issue 27 item 13)', () => {
  it("never shows an engine's own month names ('Sept') or a UTC day", () => {
    expect(clubStamp('Asia/Kolkata', '2026-09-05T20:00:00.000Z')).toBe('06 Sep 2026, 01:30');
    expect(clubDay('Asia/Kolkata', '2026-09-05T20:00:00.000Z')).toBe('06 Sep 2026');
    expect(clubStamp('Asia/Kolkata', 'not a date')).toBe('not a date');
  });
  it('formats wall stamps, ranges and missing dates the same way', () => {
    expect(wallStamp('2026-11-22 20:56:10')).toBe('22 Nov 2026, 20:56');
    expect(wallStamp('2026-11-22T20:56')).toBe('22 Nov 2026, 20:56');
    expect(timeRange('06:00:00', '07:30:00')).toBe('06:00–07:30');
    expect(dateRange('2026-11-01', '2026-11-01')).toBe('01 Nov 2026');
    expect(dateRange('2026-11-01', '2026-11-05')).toBe('01 Nov 2026 – 05 Nov 2026');
    expect(displayDate(null)).toBe('');
    expect(displayDate('Lifetime')).toBe('Lifetime');
  });
});
