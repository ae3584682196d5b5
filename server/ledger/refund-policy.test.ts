import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_SETTINGS } from '../../contract/club-settings';
import { policyPercent, refundsFor } from './refund-policy';
import { hoursUntil } from '../core/club-clock';

const policy = DEFAULT_CLUB_SETTINGS.refundPolicy;

describe('refund policy (default: 100 % ≥ 24 h, 50 % ≥ 2 h, none after)', () => {
  it('applies each tier at exactly its hours and not a moment before', () => {
    expect(policyPercent(policy, 240)).toBe(100);
    expect(policyPercent(policy, 24)).toBe(100);
    expect(policyPercent(policy, 23.999)).toBe(50);
    expect(policyPercent(policy, 2)).toBe(50);
    expect(policyPercent(policy, 1.999)).toBe(0);
    expect(policyPercent(policy, 0)).toBe(0);
    expect(policyPercent(policy, -3)).toBe(0);
  });

  it('takes the best tier that applies whatever their order; no tiers refunds nothing', () => {
    expect(
      policyPercent(
        {
          tiers: [
            { hoursBefore: 2, percent: 50 },
            { hoursBefore: 24, percent: 100 },
          ],
        },
        30,
      ),
    ).toBe(100);
    expect(policyPercent({ tiers: [] }, 100)).toBe(0);
  });

  it('refund of each type: 0 none, 1 full, 2 the percent rounded to minor units', () => {
    expect(refundsFor(33333, [{ grossMinor: 40000, hoursBefore: 5 }], policy)).toEqual({ 0: 0, 1: 33333, 2: 16667 });
    expect(refundsFor(-100, [{ grossMinor: 40000, hoursBefore: 48 }], policy)).toEqual({ 0: 0, 1: 0, 2: 0 });
    // A free booking (price 0) refunds by its own tier too.
    expect(refundsFor(1000, [{ grossMinor: 0, hoursBefore: 5 }], policy)[2]).toBe(500);
  });

  it('is one rule: several parts give each its price share of the held money times its own tier', () => {
    // Held 3,000 for two parts of equal price: 1,500 at 100 % and 1,500 at 50 %.
    const parts = [
      { grossMinor: 80000, hoursBefore: 100 },
      { grossMinor: 80000, hoursBefore: 5 },
    ];
    expect(refundsFor(300000, parts, policy)[2]).toBe(225000);
    // One part is a single booking: its held money times its percent, whatever its price.
    expect(refundsFor(50000, [{ grossMinor: 100000, hoursBefore: 5 }], policy)[2]).toBe(25000);
  });

  it('counts hours to a start in the club time zone', () => {
    const now = new Date('2026-11-22T00:00:00Z'); // 05:30 in Kolkata
    expect(hoursUntil('2026-11-22', '07:30:00', 'Asia/Kolkata', now)).toBe(2);
    expect(hoursUntil('2026-11-22', '05:00:00', 'Asia/Kolkata', now)).toBe(-0.5);
    expect(hoursUntil('2026-11-23', '05:30:00', 'UTC', now)).toBe(29.5);
  });
});
