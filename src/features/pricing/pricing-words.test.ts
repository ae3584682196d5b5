import { afterEach, describe, expect, it } from 'vitest';
import { PRICING_DAY_NAMES, PricingMessages } from '../../../contract/pricing';
import { i18n } from '../../lib/i18n/i18n';
import { dayBadge, dayName, discountBadges, holidayLabel, newSlot, slotRefusals } from './pricing-form';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Club Pricing words in the language on screen (ADR 0085)', () => {
  it("are the contract's English in English", () => {
    PRICING_DAY_NAMES.forEach((name, day) => expect(dayName(day)).toBe(name));
    expect(dayName(8)).toBe('');
    expect(i18n.t('pricing:editor.formIncomplete')).toBe(PricingMessages.formIncomplete);
  });

  it('are Hindi in Hindi: days, volume discounts, holiday dates and refusals', async () => {
    await i18n.changeLanguage('hi');
    expect(dayBadge(0, 4)).toBe('सोमवार - शुक्रवार');
    expect(dayBadge(7, 7)).toBe('छुट्टी');
    expect(discountBadges({ 3: 5 }).shown).toEqual(['3 स्लॉट - 5%']);
    expect(holidayLabel('2026-11-21')).toBe('21 - नव॰ - 2026');
    expect(slotRefusals({ ...newSlot(), price: '400', memberPrice: '450' }).memberPrice).toBe(
      'मेंबर प्राइसिंग घंटे की प्राइसिंग से ज़्यादा नहीं हो सकती',
    );
    expect(i18n.t('pricing:editor.formIncomplete')).toBe('फ़ॉर्म अधूरा है, सभी ज़रूरी फ़ील्ड भरें');
  });
});
