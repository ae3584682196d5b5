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
    expect(body).toMatchObject({ days: ['monday', 'sunday'], startTime: null, endTime: null, percentage: 10, upperLimit: 50, couponActivity: null });
    expect(body).not.toHaveProperty('amount');
    expect(body).not.toHaveProperty('maxUsage');
  });

  it('reads table days with 0 = Sunday and shows 7 days as All', () => {
    expect(daysLabel([0, 1])).toBe('Sun, Mon');
    expect(daysLabel([0, 1, 2, 3, 4, 5, 6])).toBe('All');
    const detail = { couponDetailId: 1, handler: 'a', timestamp: '', activities: [], startDate: '2026-12-01', endDate: '2026-12-02', days: [0, 1], startTime: null, endTime: null, amount: 1, percent: null, upperLimit: null, remarks: '', isPermanent: false, maxUsage: 1, isMultipleSlot: false, codeCount: 1 };
    expect(formOfDetail(detail).days).toEqual([0, 6]);
  });
});
