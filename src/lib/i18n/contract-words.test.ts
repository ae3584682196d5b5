import { describe, expect, it } from 'vitest';
import { CountMessages } from '../../../contract/count-input';
import { FAIR_USE_LABELS } from '../../../contract/fair-use';
import { FIELD_REFUSALS } from '../../../contract/field-refusals';
import { CartMessages } from '../../../contract/cart';
import { CheckoutMessages } from '../../../contract/checkout';
import { LIMITS, tooLargeMessage } from '../../../contract/limits';
import { MemberMessages } from '../../../contract/members';
import { FILLED_MESSAGE_KEYS, MESSAGE_KEYS } from '../../../contract/message-keys';
import { MoneyMessages } from '../../../contract/money-input';
import enServer from './locales/en/server.json';
import { contractError, contractErrors, contractWords } from './contract-words';
import { inHindi } from '../testing/in-hindi';

/** Every refusal a field rule writes, for a field the catalogue names and for one it does not. */
const refusals = (field: string) => [
  MoneyMessages.required(field),
  MoneyMessages.notNumber(field),
  MoneyMessages.negative(field),
  MoneyMessages.decimals(field, 2),
  MoneyMessages.decimals(field, 1),
  CountMessages.whole(field),
  tooLargeMessage(field, LIMITS.amountMajor),
  MoneyMessages.tooSmall(field, 1),
];

describe("the contract's messages in the language on screen (ADR 0085)", () => {
  it('are the contract’s English, word for word, in English', () => {
    for (const message of Object.keys(MESSAGE_KEYS)) expect(contractWords(message)).toBe(message);
    for (const message of [...refusals('Amount'), ...refusals('Hourly Pricing')]) expect(contractWords(message)).toBe(message);
    expect(contractWords('Slot is available')).toBe('Slot is available');
    // A filled template reads back to the same English, whatever it was filled with.
    for (const { template } of FILLED_MESSAGE_KEYS) {
      const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => `${name} 1`);
      expect(contractWords(filled)).toBe(filled);
    }
  });

  it('has a catalogue key for every field rule, and no other', () => {
    const keys = Object.keys(enServer.field).map((k) => k.replace(/_(one|other)$/, ''));
    expect([...new Set(keys)].sort()).toEqual(FIELD_REFUSALS.map((r) => r.key).sort());
  });

  it('are Hindi in Hindi: member refusals, and a field refusal with its field and number', async () => {
    await inHindi(() => {
      expect(contractWords(MemberMessages.invalidMobile)).toBe('मोबाइल नंबर ग़लत है');
      expect(contractWords(CheckoutMessages.creditsNotEnough)).toBe('मेंबर के पास काफ़ी क्रेडिट नहीं हैं');
      expect(contractWords(MoneyMessages.notNumber('Amount'))).toBe('रक़म में सिर्फ़ संख्या लिखें');
      expect(contractWords(tooLargeMessage('Quantity', LIMITS.quantity))).toBe('मात्रा में 10,000 से बड़ी संख्या नहीं लिखी जा सकती');
      expect(contractWords(MoneyMessages.decimals('Advance', 2))).toBe('एडवांस में दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक हो सकते हैं');
      // A name the screen gave (already in the language on screen) is kept as given.
      expect(contractWords(MoneyMessages.tooSmall('स्लॉट', 1))).toBe('स्लॉट में कम से कम 1 लिखें');
      expect(contractWords('Slot is available')).toBe('Slot is available');
      // A message filled in by the cart: the slots it lists are kept as written.
      expect(contractWords(CartMessages.holdsDropped.replace('{slots}', 'Court 2 2026-11-27 09:00'))).toBe(
        'अब ख़ाली नहीं, आपके कार्ट से हटाए गए: Court 2 2026-11-27 09:00',
      );
      // The names the contract's own rules write (a server 400 says them so) are Hindi too.
      for (const field of [...Object.values(FAIR_USE_LABELS), 'Hourly Pricing', 'Member Discount %', 'Registration fee', 'Amount paid']) {
        expect(contractWords(CountMessages.whole(field))).not.toMatch(/[A-Za-z]/);
      }
      expect(contractError(undefined)).toBeUndefined();
      expect(contractErrors({ mobile: MemberMessages.mobileRequired, name: undefined })).toEqual({
        mobile: 'मोबाइल नंबर ज़रूरी है',
        name: undefined,
      });
    });
  });
});
