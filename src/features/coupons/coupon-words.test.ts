import { describe, expect, it } from 'vitest';
import { COUPON_TABLE_DAY_LABELS, CouponMessages } from '../../../contract/coupons';
import { i18n } from '../../lib/i18n/i18n';
import { contractWords } from '../../lib/i18n/contract-words';
import { EMPTY_COUPON, couponFormError, daysLabel } from './coupon-form';
import { tableDayLabel } from './coupon-words';

const DATED = { ...EMPTY_COUPON, startDate: '2026-12-01', endDate: '2026-12-31' };

describe('coupon words in the language on screen (ADR 0085)', () => {
  it('are the spec’s English in English', () => {
    for (const message of Object.values(CouponMessages)) expect(contractWords(message)).toBe(message);
    COUPON_TABLE_DAY_LABELS.forEach((label, day) => expect(tableDayLabel(day)).toBe(label));
    expect(couponFormError({ ...DATED, mode: 'percent', percent: '150' })).toBe('Discount percentage cannot be more than 100');
    expect(couponFormError({ ...DATED, amount: '50', count: '2.5' })).toBe('Coupon count must be a whole number');
  });

  it('are Hindi in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(couponFormError({ ...EMPTY_COUPON, days: [] })).toBe('कम से कम एक दिन चुनें');
      expect(daysLabel([1, 3])).toBe('सोम, बुध');
      expect(daysLabel([0, 1, 2, 3, 4, 5, 6])).toBe('सभी');
      expect(contractWords(CouponMessages.countTooHigh)).toContain('कूपन बन सकते हैं');
      // The rules' refusals, the field named in Hindi too (they were the rule's English).
      expect(couponFormError({ ...DATED, mode: 'percent', percent: '150' })).toBe('डिस्काउंट प्रतिशत में 100 से बड़ी संख्या नहीं लिखी जा सकती');
      expect(couponFormError({ ...DATED, amount: '50', count: '2.5' })).toBe('कूपन की गिनती में पूरी संख्या लिखें');
      // The server's refusals of a generation come with their code (coupons.test.ts), shown in Hindi.
      expect(contractWords(CouponMessages.invalidPercent)).toBe('डिस्काउंट प्रतिशत 0 से ज़्यादा और ज़्यादा से ज़्यादा 100 होना चाहिए');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
