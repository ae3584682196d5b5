import { describe, expect, it } from 'vitest';
import { shiftDay } from './use-calendar-shortcuts';

describe('next and previous day', () => {
  it('cross months, years and leap days', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
  });
});
