import { describe, expect, it } from 'vitest';
import { dashboardRange } from './periods';
import { changePercent } from './service';

describe('dashboard periods and the period before', () => {
  // 2026-11-19 is a Thursday.
  const today = '2026-11-19';
  it('Today, Yesterday, This Week, This Month', () => {
    expect(dashboardRange(1, today)).toEqual({ from: today, to: today, prevFrom: '2026-11-18', prevTo: '2026-11-18' });
    expect(dashboardRange(2, today)).toEqual({ from: '2026-11-18', to: '2026-11-18', prevFrom: '2026-11-17', prevTo: '2026-11-17' });
    expect(dashboardRange(3, today)).toEqual({ from: '2026-11-16', to: today, prevFrom: '2026-11-09', prevTo: '2026-11-12' });
    expect(dashboardRange(4, today)).toEqual({ from: '2026-11-01', to: today, prevFrom: '2026-10-01', prevTo: '2026-10-19' });
  });
  it('This Month on the 31st compares with a shorter month up to its last day', () => {
    expect(dashboardRange(4, '2027-03-31')).toEqual({ from: '2027-03-01', to: '2027-03-31', prevFrom: '2027-02-01', prevTo: '2027-02-28' });
    expect(dashboardRange(4, '2027-01-05')).toMatchObject({ prevFrom: '2026-12-01', prevTo: '2026-12-05' });
  });
  it('This Week on a Monday is that day alone', () => {
    expect(dashboardRange(3, '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-16', prevFrom: '2026-11-09', prevTo: '2026-11-09' });
  });
  it('Custom compares with the same number of days just before, and refuses the future', () => {
    expect(dashboardRange(-1, today, '2026-11-10', '2026-11-12')).toEqual({
      from: '2026-11-10',
      to: '2026-11-12',
      prevFrom: '2026-11-07',
      prevTo: '2026-11-09',
    });
    expect(() => dashboardRange(-1, today, '2026-11-10', '2026-11-20')).toThrow('Please Select Valid Dates');
    expect(() => dashboardRange(-1, today, undefined, '2026-11-12')).toThrow('fromDate');
  });
  it('the change against the previous period', () => {
    expect(changePercent(3, 2)).toBe(50);
    expect(changePercent(1, 3)).toBe(-66.67);
    expect(changePercent(5, 0)).toBeNull();
  });
});
