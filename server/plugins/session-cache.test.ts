import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

describe('SessionCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 1_000;
    const cache = new SessionCache<string>(1_000, () => now);
    cache.set('a', 'session');
    now += 999;
    expect(cache.get('a')).toBe('session');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('clear() forgets everything at once', () => {
    const cache = new SessionCache<number>();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });
});
