import { describe, expect, it } from 'vitest';
import { barPage, expiryStatus, monthLabel } from './dashboard-rules';

describe('packages dashboard', () => {
  it('shows three packages per page of the bar chart', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(barPage(items, 0)).toEqual({ shown: ['a', 'b', 'c'], pages: 3 });
    expect(barPage(items, 2)).toEqual({ shown: ['g'], pages: 3 });
    expect(barPage(items, 9).shown).toEqual(['g']);
    expect(barPage([], 0)).toEqual({ shown: [], pages: 1 });
  });
  it('labels months and expiry states', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(expiryStatus('2026-11-21', '2026-11-22', (d) => d)).toBe('Expired');
    expect(expiryStatus('2026-11-22', '2026-11-22', (d) => d)).toBe('Renew on 2026-11-22');
  });
});
