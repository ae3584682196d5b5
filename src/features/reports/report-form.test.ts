import { describe, expect, it } from 'vitest';
import { canRun, downloadQuery, initialForm, periodError, requestOf, setFrom, setMode, setTo } from './report-form';

const base = { ...initialForm('2026-03-20'), clubIds: [1] };

describe('report period', () => {
  it('starts on the first of the month up to today', () => {
    expect(initialForm('2026-03-20')).toMatchObject({ from: '2026-03-01', to: '2026-03-20', clubIds: [] });
  });
  it('moves To up when From passes it, and From back when To goes before it', () => {
    expect(setFrom(base, 'master', '2026-03-25')).toMatchObject({ from: '2026-03-25', to: '2026-03-25' });
    expect(setTo(base, 'booking', '2026-02-10')).toMatchObject({ from: '2026-02-10', to: '2026-02-10' });
    expect(setFrom(base, 'master', '2026-03-05')).toMatchObject({ from: '2026-03-05', to: '2026-03-20' });
  });
  it('the credits report does not follow, and an inverted period blocks it', () => {
    const f = setFrom(base, 'credits', '2026-03-25');
    expect(f).toMatchObject({ from: '2026-03-25', to: '2026-03-20' });
    expect(periodError(f)).toBe("To can't be before From");
    expect(canRun(f)).toBe(false);
  });
  it('Single Day sends one day as start and end', () => {
    const single = setFrom(setMode(base, 'single'), 'master', '2026-03-07');
    expect(requestOf('master', single)).toMatchObject({ startDate: '2026-03-07', endDate: '2026-03-07' });
  });
});

describe('report request', () => {
  it('needs a club', () => {
    expect(canRun({ ...base, clubIds: [] })).toBe(false);
    expect(canRun(base)).toBe(true);
  });
  it("sends the form's handler and paid only for master, booked only for booking and add-on; the server's defaults otherwise", () => {
    const f = { ...base, handler: 'desk', paid: 1 as const, booked: 0 as const };
    const period = { clubIds: [1], startDate: '2026-03-01', endDate: '2026-03-20', pageSize: 500 };
    expect(requestOf('master', f)).toEqual({ ...period, handler: 'desk', paid: 1, booked: 1 });
    expect(requestOf('addon', f)).toEqual({ ...period, paid: 0, booked: 0 });
    expect(requestOf('recharge', f)).toEqual({ ...period, paid: 0, booked: 1 });
    expect(downloadQuery('master', { ...f, clubIds: [1, 2] })).toMatchObject({ clubIds: '1,2', handler: 'desk', paid: 1 });
  });
});
