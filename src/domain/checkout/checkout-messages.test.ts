import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutMessages as WireMessages } from '../../../contract/checkout';
import { strikeMessages } from '../../../contract/no-show-strikes';
import { i18n } from '../../lib/i18n/i18n';
import { CheckoutMessages, deskStrikeMessage, discountPositiveMessage } from './checkout-messages';
import { UpiMessages } from './upi-payment';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('checkout messages in the language on screen (ADR 0085)', () => {
  it("say the server's English in English", () => {
    for (const key of Object.keys(CheckoutMessages) as (keyof typeof CheckoutMessages)[]) {
      if (key in WireMessages) expect(CheckoutMessages[key]).toBe(WireMessages[key as keyof typeof WireMessages]);
    }
    expect(discountPositiveMessage('Rs.')).toBe('Discount should be greater than Rs. 0');
    const strikes = { noShows: 3, days: 30, limit: 3 };
    expect(deskStrikeMessage('Asha', strikes)).toBe(strikeMessages.desk('Asha', strikes));
    expect(deskStrikeMessage('', { noShows: 1, days: 1, limit: 1 })).toBe(
      strikeMessages.desk('This customer', { noShows: 1, days: 1, limit: 1 }),
    );
  });

  it('say them in Hindi when Hindi is on screen', async () => {
    await i18n.changeLanguage('hi');
    expect(CheckoutMessages.nameRequired).toBe('नाम ज़रूरी है');
    expect(CheckoutMessages.remarksTooLong).toBe('रिमार्क 100 अक्षरों से लंबा नहीं हो सकता');
    expect(discountPositiveMessage('₹')).toBe('डिस्काउंट ₹ 0 से ज़्यादा होना चाहिए');
    expect(deskStrikeMessage('Asha', { noShows: 2, days: 30, limit: 2 })).toBe(
      'Asha के पिछले 30 दिनों में 2 नो-शो हैं (स्ट्राइक 2 पर)। सिर्फ़ कारण लिखकर ही बुक करें',
    );
    expect(UpiMessages.confirmRequired).toBe('बुक करने से पहले पक्का करें कि UPI पेमेंट आ गया है');
  });
});
