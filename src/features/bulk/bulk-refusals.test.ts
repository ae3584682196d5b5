import { afterEach, describe, expect, it } from 'vitest';
import { BulkMessages } from '../../../contract/bulk';
import { CheckoutMessages } from '../../../contract/checkout';
import { MESSAGE_KEYS } from '../../../contract/message-keys';
import { classifyResult } from '../../lib/api/reply-handler';
import { i18n } from '../../lib/i18n/i18n';
import { asksCreditsAgain, bulkCheckoutErrors } from './checkout-rules';

/** A refusal as the server sends it (the English, its code beside it) and the reply handler reads it. */
const refused = (message: string) =>
  classifyResult({ kind: 'response', status: 200, body: { requestStatus: 0, message, code: MESSAGE_KEYS[message] } });

const ok = { name: 'Green School', mobile: '9876543210', countryCode: '+91', email: '', remarks: '', mode: 1 as const };

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('bulk booking refusals in Hindi (ADR 0085)', () => {
  it("show the server's bulk refusals in Hindi, the English as it was", async () => {
    expect(refused(BulkMessages.someUnavailable).message).toBe(BulkMessages.someUnavailable);
    await i18n.changeLanguage('hi');
    expect(refused(BulkMessages.noneAvailable).message).toBe('कोई भी स्लॉट बुकिंग के लिए ख़ाली नहीं है');
    expect(refused(BulkMessages.patternNotFound).message).toBe('बल्क बुकिंग नहीं मिली');
  });

  it('an advance the field refused says so in Hindi', async () => {
    // What the field holds for text it refused ("-5"): NaN (TypedTextInput).
    const refusedText = { ...ok, advance: Number.NaN };
    expect(bulkCheckoutErrors(refusedText, 1000, false).advance).toBe('Advance must be a number');
    await i18n.changeLanguage('hi');
    expect(bulkCheckoutErrors(refusedText, 1000, false).advance).toBe('एडवांस में सिर्फ़ संख्या लिखें');
  });

  it('a wrong PIN asks for the credits again in Hindi too: the refusal is known by its code', async () => {
    await i18n.changeLanguage('hi');
    const wrongPin = refused(CheckoutMessages.incorrectPin);
    expect(wrongPin.message).not.toBe(CheckoutMessages.incorrectPin);
    expect(asksCreditsAgain(wrongPin)).toBe(true);
    for (const message of [CheckoutMessages.pinRequired, CheckoutMessages.pinNotSet, CheckoutMessages.pinLocked])
      expect(asksCreditsAgain(refused(message)), message).toBe(true);
    expect(asksCreditsAgain(refused(CheckoutMessages.creditsExpired))).toBe(true);
    expect(asksCreditsAgain(refused(BulkMessages.noneAvailable))).toBe(false);
  });
});
