import { describe, expect, it } from 'vitest';
import { holdEndsAt, holdExpired } from './holds';

describe('cart holds on this device', () => {
  const receivedAt = 1_000_000;

  it('counts the server seconds down from when its answer arrived', () => {
    expect(holdEndsAt({ holdSecondsLeft: 600 }, receivedAt)).toBe(receivedAt + 600_000);
    expect(holdExpired({ holdSecondsLeft: 600 }, receivedAt, receivedAt + 599_999)).toBe(false);
    expect(holdExpired({ holdSecondsLeft: 600 }, receivedAt, receivedAt + 600_000)).toBe(true);
  });

  it('believes the server when it says the hold is gone, whatever the clock', () => {
    expect(holdExpired({ holdSecondsLeft: 0 }, receivedAt, receivedAt)).toBe(true);
    expect(holdEndsAt({ holdSecondsLeft: 0 }, receivedAt)).toBe(0);
  });
});
