import { describe, expect, it } from 'vitest';
import { hoursUntil } from './club-clock';

describe("the club's clock: one hoursUntil for refunds, patterns, reschedules and the marketplace", () => {
  it('counts real hours across a daylight-saving change (a wall-clock count would be an hour out)', () => {
    // London springs forward at 01:00 UTC on 29 March 2026: noon to noon is 23 hours, not 24.
    const now = new Date('2026-03-28T12:00:00Z');
    expect(hoursUntil('2026-03-29', '12:00:00', 'Europe/London', now)).toBe(23);
    // And falls back on 25 October: noon to noon is 25 hours.
    expect(hoursUntil('2026-10-25', '12:00:00', 'Europe/London', new Date('2026-10-24T11:00:00Z'))).toBe(25);
  });

  it('reads HH:mm like HH:mm:ss and is negative once the start has passed', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(hoursUntil('2026-11-22', '07:30', 'Asia/Kolkata', now)).toBe(2);
    expect(hoursUntil('2026-11-22', '05:00:00', 'Asia/Kolkata', now)).toBe(-0.5);
  });
});
