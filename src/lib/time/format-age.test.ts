import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age';

describe('formatAge', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  it('says how old mirrored data is', () => {
    expect(formatAge(now - 20_000, now)).toBe('just now');
    expect(formatAge(now - 3 * 60_000, now)).toBe('3 min ago');
    expect(formatAge(now - 5 * 3_600_000, now)).toBe('5 h ago');
    expect(formatAge(now - 3 * 86_400_000, now)).toBe('3 days ago');
    expect(formatAge(now + 5_000, now)).toBe('just now');
  });
});
