import { describe, expect, it } from 'vitest';
import { courtTime } from './booking-summary';

describe('booked court times', () => {
  it('shows the wire time as a person reads it', () => {
    expect(courtTime('2026-11-21 07:00-08:00')).toBe('21 Nov 2026, 07:00 – 08:00');
  });
  it('leaves an unexpected shape as it came', () => {
    expect(courtTime('07:00')).toBe('07:00');
  });
});
