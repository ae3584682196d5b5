import { describe, expect, it } from 'vitest';
import { CouponMessages } from '../../../contract/coupons';
import { EMPTY_COUPON, couponFormError, daysLabel, formOfDetail, generatePayload } from './coupon-form';

const ok = { ...EMPTY_COUPON, startDate: '2026-12-01', endDate: '2026-12-10', amount: '100' };

describe('coupon generation form (spec 2 §5)', () => {
  it('gives each rule its message in form order', () => {
    expect(couponFormError({ ...ok, days: [] })).toBe(CouponMessages.selectDay);
    expect(couponFormError({ ...ok, endDate: '2026-11-30' })).toBe(CouponMessages.invalidDateRange);
    expect(couponFormError({ ...ok, startTime: '10:00', endTime: '09:00' })).toBe(CouponMessages.invalidTimeRange);
    expect(couponFormError({ ...ok, amount: '' })).toBe(CouponMessages.amountRequired);
    expect(couponFormError({ ...ok, mode: 'percent' })).toBe(CouponMessages.percentRequired);
    expect(couponFormError({ ...ok, mode: 'percent', percent: '10' })).toBe(CouponMessages.upperLimitRequired);
    expect(couponFormError({ ...ok, isPermanent: true })).toBe(CouponMessages.maxUsageRequired);
    expect(couponFormError({ ...ok, count: '' })).toBe(CouponMessages.countRequired);
    expect(couponFormError({ ...ok, remarks: 'x'.repeat(101) })).toBe(CouponMessages.remarksTooLong);
    expect(couponFormError(ok)).toBeNull();
  });

  it('sends day names, null times when equal, and only the chosen discount', () => {
    const body = generatePayload({ ...ok, days: [0, 6], mode: 'percent', percent: '10', upperLimit: '50' }, 'admin');
    expect(body).toMatchObject({
      days: ['monday', 'sunday'],
      startTime: null,
      endTime: null,
      percentage: 10,
      upperLimit: 50,
      couponActivity: null,
    });
    expect(body).not.toHaveProperty('amount');
    expect(body).not.toHaveProperty('maxUsage');
  });

  it('reads table days with 0 = Sunday and shows 7 days as All', () => {
    expect(daysLabel([0, 1])).toBe('Sun, Mon');
    expect(daysLabel([0, 1, 2, 3, 4, 5, 6])).toBe('All');
    const detail = {
      couponDetailId: 1,
      handler: 'a',
      timestamp: '',
      activities: [],
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      days: [0, 1],
      startTime: null,
      endTime: null,
      amount: 1,
      percent: null,
      upperLimit: null,
      remarks: '',
      isPermanent: false,
      maxUsage: 1,
      isMultipleSlot: false,
      codeCount: 1,
    };
    expect(formOfDetail(detail).days).toEqual([0, 6]);
  });

  it('refuses what was typed with the field named, never clearing it or calling it required (issue 24 item 6)', () => {
    const percent = { ...ok, mode: 'percent' as const, upperLimit: '50' };
    expect(couponFormError({ ...percent, percent: '150' })).toBe('Discount percentage cannot be more than 100');
    expect(couponFormError({ ...percent, percent: '-5' })).toBe('Discount percentage cannot be negative');
    expect(couponFormError({ ...percent, percent: '0' })).toBe(CouponMessages.invalidPercent);
    expect(couponFormError({ ...percent, percent: '12.5' })).toBeNull();
    expect(couponFormError({ ...percent, percent: '10', upperLimit: 'abc' })).toBe('Upper limit must be a number');
    expect(couponFormError({ ...ok, amount: '-5' })).toBe('Amount cannot be negative');
    expect(couponFormError({ ...ok, amount: '10.005' })).toBe('Amount can have at most 2 decimal places');
    expect(couponFormError({ ...ok, count: '2.5' })).toBe('Coupon count must be a whole number');
    expect(couponFormError({ ...ok, count: '0' })).toBe('Coupon count must be at least 1');
    expect(couponFormError({ ...ok, count: '1001' })).toBe(CouponMessages.countTooHigh);
    expect(couponFormError({ ...ok, isPermanent: true, maxUsage: '-1' })).not.toBeNull();
    expect(generatePayload({ ...ok, amount: '1,250.50', count: '3' }, 'admin')).toMatchObject({ amount: 1250.5, couponCount: 3 });
  });
});
