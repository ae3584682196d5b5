import { describe, expect, it } from 'vitest';
import {
  checkTypedDate,
  clubDay,
  clubStamp,
  dateRange,
  displayDate,
  nowTimeIn,
  parseClubDate,
  shortTime,
  timeRange,
  todayIn,
  wallStamp,
} from './club-date';
import { i18n } from '../i18n/i18n';

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

describe('typed dates (ADR 0067)', () => {
  it('reads the display format back, any case, short or whole month, and the wire format', () => {
    expect(parseClubDate('21 Nov 2026')).toBe('2026-11-21');
    expect(parseClubDate(' 5 sept 2026 ')).toBe('2026-09-05');
    expect(parseClubDate('05-MAY-2026')).toBe('2026-05-05');
    expect(parseClubDate('29 February 2028')).toBe('2028-02-29');
    expect(parseClubDate('2026-11-21')).toBe('2026-11-21');
    expect(parseClubDate(displayDate('2026-01-31'))).toBe('2026-01-31');
    // What a Hindi screen shows in a date field reads back, whole or short, CLDR's or dayjs's spelling.
    for (const month of ['01', '02', '04', '07', '09', '10', '11', '12']) {
      expect(parseClubDate(displayDate(`2026-${month}-21`, 'hi-IN'))).toBe(`2026-${month}-21`);
    }
    expect(parseClubDate('21 नवम्बर 2026')).toBe('2026-11-21');
    expect(parseClubDate('3 अप्रै. 2026')).toBe('2026-04-03');
    expect(parseClubDate('3 सितंबर 2026')).toBe('2026-09-03');
    expect(parseClubDate('3 अक्तूबर 2026')).toBe('2026-10-03');
  });
  it('refuses what is not a real day, and numbers-only dates that read two ways', () => {
    for (const text of [
      '31 Feb 2026',
      '29 Feb 2027',
      '00 Jan 2026',
      '21 Nox 2026',
      '21 Nov 26',
      '11/12/2026',
      '2026-13-01',
      'tomorrow',
      '21 No',
    ])
      expect(parseClubDate(text), text).toBeNull();
  });
  it('names the field, and says the bound a typed day falls outside', () => {
    expect(checkTypedDate('', 'From')).toEqual({ ok: true, value: '' });
    expect(checkTypedDate('31 Feb 2026', 'From')).toEqual({
      ok: false,
      message: 'From is not a valid date. Use DD MMM YYYY, like 21 Nov 2026.',
    });
    expect(checkTypedDate('20 Nov 2026', 'To', { min: '2026-11-21' })).toEqual({ ok: false, message: 'To cannot be before 21 Nov 2026.' });
    expect(checkTypedDate('22 Nov 2026', 'To', { max: '2026-11-21', maxMessage: 'Too late' })).toEqual({ ok: false, message: 'Too late' });
    expect(checkTypedDate('21 Nov 2026', 'To', { min: '2026-11-21', max: '2026-11-21' })).toEqual({ ok: true, value: '2026-11-21' });
  });
});

describe('dates in the language on screen (issue 32 §2, ADR 0085)', () => {
  it("writes hi-IN's months, and en-IN's as the spec does", () => {
    expect(displayDate('2026-11-21', 'hi-IN')).toBe('21 नव॰ 2026');
    expect(displayDate('2026-03-05', 'hi-IN')).toBe('05 मार्च 2026');
    expect(displayDate('2026-11-21', 'en-IN')).toBe('21 Nov 2026');
  });

  it('follows the language shown when no locale is given', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(displayDate('2026-01-02')).toBe('02 जन॰ 2026');
      expect(wallStamp('2026-11-22 20:56:10')).toBe('22 नव॰ 2026, 20:56');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(displayDate('2026-01-02')).toBe('02 Jan 2026');
  });
});
