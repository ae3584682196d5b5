import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '../../../contract/message-keys';
import { PricingMessages } from '../../../contract/pricing';
import { classifyResult } from '../../lib/api/reply-handler';
import { i18n } from '../../lib/i18n/i18n';
import { memberDiscountRefusal, newSlot, slotRefusals } from './pricing-form';
import { pricingRefusalWords, withPricingRefusal } from './pricing-refusals';

const refused = (message: string) =>
  classifyResult({
    kind: 'response',
    status: 200,
    body: { requestStatus: 0, message, ...(MESSAGE_KEYS[message] ? { code: MESSAGE_KEYS[message] } : {}) },
  });
const overlap = PricingMessages.overlap.replace('{a}', '06:00-10:00').replace('{b}', '09:00-12:00').replace('{day}', 'Monday');
const special = PricingMessages.specialOverlap.replace('{start}', '2026-12-01').replace('{end}', '2026-12-31');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Club Pricing refusals in the language on screen (ADR 0085)', () => {
  it("are the server's and the rules' English in English", () => {
    for (const text of [overlap, special, PricingMessages.memberPriceAbove.replace('{price}', '400')])
      expect(pricingRefusalWords(text)).toBe(text);
    expect(refused(PricingMessages.formIncomplete).message).toBe(PricingMessages.formIncomplete);
    expect(slotRefusals({ ...newSlot(), price: 'abc' }).price).toBe('Hourly Pricing must be a number');
    expect(slotRefusals({ ...newSlot(), price: '1', discounts: [['0', '101']] }).discounts[0]).toEqual([
      'Slot must be at least 1',
      'Discount percentage cannot be more than 100',
    ]);
  });

  it('are Hindi in Hindi: coded refusals, refusals with values, and the form fields’ own', async () => {
    await i18n.changeLanguage('hi');
    expect(refused(PricingMessages.formIncomplete).message).toBe('फ़ॉर्म अधूरा है, सभी ज़रूरी फ़ील्ड भरें');
    expect(refused(PricingMessages.holidayExists).message).toBe('यह तारीख़ पहले से छुट्टी है');
    expect(withPricingRefusal(refused(overlap))).toMatchObject({
      ok: false,
      message: 'सोमवार को समय 06:00-10:00 और 09:00-12:00 एक-दूसरे पर पड़ते हैं',
    });
    expect(pricingRefusalWords(special)).toBe('2026-12-01 से 2026-12-31 तक की स्पेशल प्राइसिंग में इनमें से कुछ तारीख़ें पहले से हैं');
    expect(slotRefusals({ ...newSlot(), price: 'abc' }).price).toBe('घंटे की प्राइसिंग में सिर्फ़ संख्या लिखें');
    expect(memberDiscountRefusal({ type: 'regular', startDate: null, endDate: null, entries: [], memberDiscount: 'x' })).toBe(
      'मेंबर डिस्काउंट % में सिर्फ़ संख्या लिखें',
    );
  });
});
