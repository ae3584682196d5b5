import { describe, expect, it } from 'vitest';
import { presetOf, presetRange } from './period-presets';

describe('report period presets', () => {
  it('Last Month is the whole previous calendar month, across a year end and a leap February', () => {
    expect(presetRange('lastMonth', '2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('lastMonth', '2026-01-01')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
  it('Today, Yesterday and This Month follow the club date', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('thisMonth', '2026-03-20')).toEqual({ from: '2026-03-01', to: '2026-03-20' });
  });
  it('names the preset a period equals, and none for another period', () => {
    expect(presetOf('2026-10-01', '2026-10-31', '2026-11-26')).toBe('lastMonth');
    expect(presetOf('2026-10-02', '2026-10-31', '2026-11-26')).toBeNull();
  });
});
