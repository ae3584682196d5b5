import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_SETTINGS } from '../../contract/club-settings';
import { cancelFeesInput, feeOn, type CancelFees } from '../../contract/cancel-fees';
import { lateCancelFee, refundsLessFee } from './refund-policy';
import { patternRefund } from './pattern-refund';

/** The late-cancel fee inside the one refund rule (ADR 0079). */
const fees = (over: Partial<CancelFees>): CancelFees => ({ ...DEFAULT_CLUB_SETTINGS.cancelFees, ...over });
const policy = {
  tiers: [
    { hoursBefore: 24, percent: 100 },
    { hoursBefore: 2, percent: 50 },
  ],
};

describe('late-cancel fee', () => {
  it('applies only inside the window: percent of the price, or the fixed amount per part', () => {
    const pct = fees({ lateCancelHours: 48, lateCancelFee: { kind: 'percent', amount: 10 } });
    expect(lateCancelFee(pct, [{ grossMinor: 80000, hoursBefore: 47.9 }])).toBe(8000);
    expect(lateCancelFee(pct, [{ grossMinor: 80000, hoursBefore: 48 }])).toBe(0);
    expect(lateCancelFee(pct, [{ grossMinor: 80000, hoursBefore: -1 }])).toBe(8000);
    const fixed = fees({ lateCancelHours: 48, lateCancelFee: { kind: 'fixed', amount: 150.5 } });
    expect(
      lateCancelFee(fixed, [
        { grossMinor: 80000, hoursBefore: 5 },
        { grossMinor: 1000, hoursBefore: 30 },
        { grossMinor: 1, hoursBefore: 100 },
      ]),
    ).toBe(30100);
    expect(
      lateCancelFee(fees({ lateCancelHours: 0, lateCancelFee: { kind: 'fixed', amount: 100 } }), [{ grossMinor: 1, hoursBefore: 0 }]),
    ).toBe(0);
  });

  it('comes off the policy refund, never below 0; what the money held does not cover stays owed', () => {
    const s = { refundPolicy: policy, cancelFees: fees({ lateCancelHours: 48, lateCancelFee: { kind: 'fixed', amount: 100 } }) };
    expect(refundsLessFee(80000, [{ grossMinor: 80000, hoursBefore: 30 }], s)).toEqual({
      refunds: { 0: 0, 1: 80000, 2: 70000 },
      fee: { 0: 10000, 1: 0, 2: 10000 },
      feeOwed: { 0: 0, 1: 0, 2: 0 },
    });
    // 50 % of 30 held is 15, less the fee of 100 is 0; 70 of the fee stays owed.
    expect(refundsLessFee(3000, [{ grossMinor: 80000, hoursBefore: 5 }], s)).toMatchObject({
      refunds: { 2: 0 },
      feeOwed: { 0: 7000, 1: 0, 2: 7000 },
    });
  });

  it('a pattern keeps at least the fee; an unpaid pattern owes it', () => {
    const cancelFees = fees({ lateCancelHours: 48, lateCancelFee: { kind: 'fixed', amount: 100 } });
    const occurrences = [{ grossMinor: 50000, hoursBefore: 30 }];
    expect(patternRefund({ occurrences, policy, cancelFees, refundType: 2, paidMinor: 100000, owedBeforeMinor: 100000 })).toEqual({
      cancelledGrossMinor: 50000,
      refundMinor: 40000,
      feeMinor: 10000,
      lateFeeMinor: 10000,
    });
    expect(patternRefund({ occurrences, policy, cancelFees, refundType: 2, paidMinor: 0, owedBeforeMinor: 100000 })).toMatchObject({
      refundMinor: 0,
      feeMinor: 10000,
    });
  });

  it('the settings refuse a percent above 100 and a third decimal, by name', () => {
    const ok = {
      lateCancelHours: 2,
      lateCancelFee: { kind: 'percent', amount: 10 },
      noShowFee: { kind: 'fixed', amount: 99.99 },
      feeFromCredits: true,
    };
    expect(cancelFeesInput.safeParse(ok).success).toBe(true);
    const r = cancelFeesInput.safeParse({ ...ok, lateCancelFee: { kind: 'percent', amount: 100.5 } });
    expect(r.error?.issues[0]?.message).toBe('Late-cancel fee cannot be more than 100 %');
    expect(feeOn({ kind: 'percent', amount: 33 }, 1001)).toBe(330);
  });
});
