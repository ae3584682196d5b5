import { describe, expect, it } from 'vitest';
import { clubMoment, drawerDifference } from './closed-at';

describe('cash close helpers', () => {
  it('shows an instant on the club clock', () => {
    expect(clubMoment('2026-11-22T12:35:00.000Z', 'Asia/Kolkata')).toBe('22 Nov 2026, 18:05');
  });
  it('computes the drawer difference in whole paise', () => {
    expect(drawerDifference(0.3, 0.1 + 0.2)).toBe(0);
    expect(drawerDifference(950, 1000)).toBe(-50);
    expect(drawerDifference(1000.5, 1000)).toBe(0.5);
  });
});
