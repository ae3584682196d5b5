import { describe, expect, it } from 'vitest';
import { changeText, customRangeError } from './custom-range';

describe('custom dashboard dates', () => {
  it('needs both dates, in order, none after today', () => {
    expect(customRangeError('2026-11-01', '2026-11-10', '2026-11-22')).toBeNull();
    expect(customRangeError('2026-11-22', '2026-11-22', '2026-11-22')).toBeNull();
    expect(customRangeError(null, '2026-11-10', '2026-11-22')).toBe('Please Select Valid Dates');
    expect(customRangeError('2026-11-01', null, '2026-11-22')).toBe('Please Select Valid Dates');
    expect(customRangeError('2026-11-10', '2026-11-01', '2026-11-22')).toBe('Please Select Valid Dates');
    expect(customRangeError('2026-11-01', '2026-11-23', '2026-11-22')).toBe('Please Select Valid Dates');
  });
  it('writes the Unique Users change', () => {
    expect(changeText(12.5)).toBe('+12.50% vs previous period');
    expect(changeText(-50)).toBe('−50.00% vs previous period');
    expect(changeText(0)).toBe('0.00% vs previous period');
    expect(changeText(null)).toBe('No users in the previous period');
  });
});
