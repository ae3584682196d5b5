import { describe, expect, it } from 'vitest';
import { needsTouch, sessionEndAt, sessionEndMessage } from './session-lifetime';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 26, 12);
const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);

describe('session end (ADR 0069)', () => {
  it('defaults: ends after 12 idle hours and 30 days, whichever comes first', () => {
    expect(sessionEndAt({ createdAt: at(11.9), lastUsedAt: at(11.9), config: {} }, now)).toBeNull();
    expect(sessionEndAt({ createdAt: at(12), lastUsedAt: at(12), config: {} }, now)).toBe('idle');
    expect(sessionEndAt({ createdAt: at(30 * 24 - 0.1), lastUsedAt: at(0), config: {} }, now)).toBeNull();
    expect(sessionEndAt({ createdAt: at(30 * 24), lastUsedAt: at(0), config: {} }, now)).toBe('lifetime');
  });

  it("reads the club's own limits, and the message names them", () => {
    const config = { sessionIdleHours: 2, sessionLifetimeDays: 1 };
    expect(sessionEndAt({ createdAt: at(3), lastUsedAt: at(2), config }, now)).toBe('idle');
    expect(sessionEndAt({ createdAt: at(24), lastUsedAt: at(0), config }, now)).toBe('lifetime');
    expect(sessionEndMessage('idle', config)).toContain('2 hours');
    expect(sessionEndMessage('lifetime', config)).toContain('more than 1 day old');
  });

  it('last use is written again only once a minute has passed', () => {
    expect(needsTouch(new Date(now - 59_000), now)).toBe(false);
    expect(needsTouch(new Date(now - 60_000), now)).toBe(true);
  });
});
