import { describe, expect, it } from 'vitest';
import { COUPON_TABLE_DAY_LABELS, CouponMessages } from '../../../contract/coupons';
import { i18n } from '../../lib/i18n/i18n';
import { EMPTY_COUPON, couponFormError, daysLabel } from './coupon-form';
import { couponWords, tableDayLabel } from './coupon-words';

describe('coupon words in the language on screen (ADR 0085)', () => {
  it('are the spec’s English in English', () => {
    for (const message of Object.values(CouponMessages)) {
      const words = couponWords(message);
      expect(words).toBe(message);
    }
    COUPON_TABLE_DAY_LABELS.forEach((label, day) => expect(tableDayLabel(day)).toBe(label));
  });

  it('are Hindi in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(couponFormError({ ...EMPTY_COUPON, days: [] })).toBe('कम से कम एक दिन चुनें');
      expect(daysLabel([1, 3])).toBe('सोम, बुध');
      expect(daysLabel([0, 1, 2, 3, 4, 5, 6])).toBe('सभी');
      expect(couponWords(CouponMessages.countTooHigh)).toContain('कूपन बन सकते हैं');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
