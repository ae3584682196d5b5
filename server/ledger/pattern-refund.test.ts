import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_SETTINGS } from '../../contract/club-settings';
import { patternRefund, policyPercent, splitRefund } from './pattern-refund';
import { refundsFor } from './refund-policy';

const policy = DEFAULT_CLUB_SETTINGS.refundPolicy; // 100 % at 24 h, 50 % at 2 h, else 0

describe('policyPercent', () => {
  it('picks the best tier that applies', () => {
    expect(policyPercent(policy, 48)).toBe(100);
    expect(policyPercent(policy, 24)).toBe(100);
    expect(policyPercent(policy, 23.9)).toBe(50);
    expect(policyPercent(policy, 2)).toBe(50);
    expect(policyPercent(policy, 1)).toBe(0);
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
});

describe('patternRefund', () => {
  const occ = [
    { grossMinor: 80000, hoursBefore: 100 },
    { grossMinor: 80000, hoursBefore: 5 },
  ];
  it('an unpaid pattern moves no money and keeps no fee', () => {
    expect(patternRefund({ occurrences: occ, policy, refundType: 2, paidMinor: 0, owedBeforeMinor: 400000 })).toEqual({
      cancelledGrossMinor: 160000,
      refundMinor: 0,
      feeMinor: 0,
      lateFeeMinor: 0,
    });
  });
  it('money paid for the remaining occurrences is not refunded', () => {
    // Owes 4,000 before; 2,400 remain after; 2,000 paid: nothing is in excess.
    expect(patternRefund({ occurrences: occ, policy, refundType: 2, paidMinor: 200000, owedBeforeMinor: 400000 }).refundMinor).toBe(0);
  });
  it('by policy: 100 % of the far one, 50 % of the near one, the rest kept as a fee', () => {
    expect(patternRefund({ occurrences: occ, policy, refundType: 2, paidMinor: 400000, owedBeforeMinor: 400000 })).toEqual({
      cancelledGrossMinor: 160000,
      refundMinor: 120000,
      feeMinor: 40000,
      lateFeeMinor: 0,
    });
  });
  it('full refund and no refund', () => {
    expect(patternRefund({ occurrences: occ, policy, refundType: 1, paidMinor: 400000, owedBeforeMinor: 400000 }).refundMinor).toBe(160000);
    expect(patternRefund({ occurrences: occ, policy, refundType: 0, paidMinor: 400000, owedBeforeMinor: 400000 })).toEqual({
      cancelledGrossMinor: 160000,
      refundMinor: 0,
      feeMinor: 160000,
      lateFeeMinor: 0,
    });
  });
  it('a partly paid pattern refunds by policy from the excess, as a single booking does from what it holds (ADR 0061)', () => {
    // Owes 4,000; 2,400 remain; 3,000 paid → 600 excess: 300 at 100 % and 300 at 50 %.
    expect(patternRefund({ occurrences: occ, policy, refundType: 2, paidMinor: 300000, owedBeforeMinor: 400000 })).toEqual({
      cancelledGrossMinor: 160000,
      refundMinor: 45000,
      feeMinor: 15000,
      lateFeeMinor: 0,
    });
    // The same money held for one occurrence at 50 % is what a single booking would refund.
    const one = patternRefund({ occurrences: [occ[1]], policy, refundType: 2, paidMinor: 50000, owedBeforeMinor: 80000 });
    expect(one.refundMinor).toBe(refundsFor(50000, [occ[1]], policy)[2]);
  });
});

describe('splitRefund', () => {
  it('gives money back as money when no credits are held', () => {
    expect(splitRefund(500, 1000, 0)).toEqual({ moneyMinor: 500, creditsMinor: 0 });
  });
  it('gives credits back as credits when only credits are held', () => {
    expect(splitRefund(500, 0, 1000)).toEqual({ moneyMinor: 0, creditsMinor: 500 });
  });
  it('splits in proportion to what is held of each', () => {
    expect(splitRefund(600, 1000, 500)).toEqual({ moneyMinor: 400, creditsMinor: 200 });
    expect(splitRefund(1500, 1000, 500)).toEqual({ moneyMinor: 1000, creditsMinor: 500 });
  });
  it('never gives back more of a part than is held, whatever the rounding', () => {
    for (const [r, m, c] of [
      [1, 1, 1],
      [3, 2, 1],
      [7, 3, 4],
      [100, 1, 99],
      [5, 5, 0],
      [9, 0, 9],
      [10, 3, 3],
    ]) {
      const s = splitRefund(r, m, c);
      expect(s.moneyMinor + s.creditsMinor).toBe(Math.min(r, m + c));
      expect(s.moneyMinor).toBeLessThanOrEqual(m);
      expect(s.creditsMinor).toBeLessThanOrEqual(c);
      expect(s.moneyMinor).toBeGreaterThanOrEqual(0);
      expect(s.creditsMinor).toBeGreaterThanOrEqual(0);
    }
  });
});
