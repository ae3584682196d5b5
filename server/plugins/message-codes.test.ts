import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages';
import { BookingMessages } from '../../contract/booking';
import { CartMessages } from '../../contract/cart';
import { CheckoutMessages } from '../../contract/checkout';
import { EventMessages } from '../../contract/events';
import { FILLED_MESSAGE_KEYS } from '../../contract/message-keys';
import { MemberMessages } from '../../contract/members';
import { SessionEndMessages } from '../../contract/session';
import { BlockingMessages } from '../../contract/blocking';
import { PricingMessages } from '../../contract/pricing';
import { readPricingRefusal } from '../../contract/pricing-refusals';
import { StaffMessages } from '../../contract/staff';
import { COUNTED_MESSAGES, MESSAGE_CODES, messageCode, withMessageCode } from './message-codes';

/**
 * The console's `server` catalogue and the codes the server sends are the same list (ADR 0085).
 * Its groups (`field`, `feature`, `paymentMode` …) are the contract's words the console shows
 * without a code: src/lib/i18n/contract-words.test.ts keeps them.
 */
const catalogue = (language: string): Record<string, string> => {
  const all: Record<string, unknown> = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'src', 'lib', 'i18n', 'locales', language, 'server.json'), 'utf8'),
  );
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};

const codes = [...Object.values(MESSAGE_CODES), ...COUNTED_MESSAGES.map((m) => m.code), ...FILLED_MESSAGE_KEYS.map((m) => m.key)];
const base = (key: string) => key.replace(/_(one|other)$/, '');

describe('server message codes', () => {
  it.each(LANGUAGES)('are all in the console catalogue in %s, and it has no other', (language) => {
    const keys = new Set(Object.keys(catalogue(language)).map(base));
    expect(codes.filter((code) => !keys.has(code))).toEqual([]);
    expect([...keys].filter((key) => !codes.includes(key))).toEqual([]);
  });

  it("keep the server's English in the English catalogue, so English screens read as before", () => {
    const en = catalogue('en');
    for (const [message, code] of Object.entries(MESSAGE_CODES)) expect(en[code]).toBe(message);
    const fill = (text: string, count: number) => text.replace('{{count}}', String(count));
    expect(fill(en.signedOutIdle_other, 12)).toBe(SessionEndMessages.idle(12));
    expect(fill(en.signedOutIdle_one, 1)).toBe(SessionEndMessages.idle(1));
    expect(fill(en.signedOutLifetime_other, 30)).toBe(SessionEndMessages.lifetime(30));
    expect(fill(en.signedOutLifetime_one, 1)).toBe(SessionEndMessages.lifetime(1));
    expect(fill(en.placesLeft_other, 3)).toBe(CartMessages.capacityExceeded.replace('{available}', '3'));
    expect(fill(en.cartFull_other, 20)).toBe(CartMessages.cartFull.replace('{max}', '20'));
    expect(fill(en.cartExtrasFull_other, 50)).toBe(CartMessages.tooManyExtras.replace('{max}', '50'));
    expect(en.pastLookback_other.replaceAll('{{count}}', '48')).toBe(CartMessages.pastLookback.replaceAll('{hours}', '48'));
    // A filled message's English is its template, `{{name}}` where the contract writes `{name}`.
    for (const { key, template } of FILLED_MESSAGE_KEYS) expect(en[key].replace(/\{\{(\w+)\}\}/g, '{$1}')).toBe(template);
  });

  it('send the values filled into a template beside its code, read back from the English the server wrote', () => {
    expect(messageCode(CheckoutMessages.discountTooLow.replace('{currency}', 'Rs.'))).toEqual({
      code: 'discountTooLow',
      codeValues: { currency: 'Rs.' },
    });
    expect(messageCode(EventMessages.soldOut.replace('{left}', '3'))).toEqual({ code: 'eventTicketsLeft', codeValues: { left: '3' } });
    // Two values side by side, the second an add-on's name with spaces and regex characters.
    expect(messageCode('Only 0 Ball machine (x2) left to rent at this time')).toEqual({
      code: 'addonRentalLimit',
      codeValues: { left: '0', name: 'Ball machine (x2)' },
    });
    expect(messageCode(CartMessages.holdsDropped.replace('{slots}', 'Court 1 2026-11-27 18:00, Court 2 2026-11-27 19:00'))).toEqual({
      code: 'holdsDropped',
      codeValues: { slots: 'Court 1 2026-11-27 18:00, Court 2 2026-11-27 19:00' },
    });
    expect(messageCode('Discount should be greater than 0')).toBeNull();
  });

  it("code the areas' refusals, and the same words get the same code wherever the contract writes them", () => {
    expect(messageCode(BookingMessages.notFound)).toEqual({ code: 'bookingNotFound' });
    expect(messageCode(CheckoutMessages.creditsNotEnough)).toEqual({ code: 'creditsNotEnough' });
    expect(messageCode(CheckoutMessages.incorrectPin)).toEqual(messageCode(MemberMessages.incorrectPin));
    expect(messageCode(CartMessages.capacityExceeded.replace('{available}', '2'))).toEqual({
      code: 'placesLeft',
      codeValues: { count: 2 },
    });
    expect(messageCode(CartMessages.cartFull.replace('{max}', '12'))).toEqual({ code: 'cartFull', codeValues: { count: 12 } });
    expect(messageCode(CartMessages.pastLookback.replaceAll('{hours}', '6'))).toEqual({ code: 'pastLookback', codeValues: { count: 6 } });
  });

  it('are added beside the message, and nothing else changes', () => {
    expect(withMessageCode({ requestStatus: 0, message: 'invalid username' })).toEqual({
      requestStatus: 0,
      message: 'invalid username',
      code: 'invalidUsername',
    });
    const plain = { requestStatus: 0, message: 'Slot is available' };
    expect(withMessageCode(plain)).toBe(plain);
    expect(withMessageCode([1, 2])).toEqual([1, 2]);
    expect(withMessageCode('text')).toBe('text');
    expect(messageCode(SessionEndMessages.idle(3))).toEqual({ code: 'signedOutIdle', codeValues: { count: 3 } });
  });

  it("code the operations' refusals; a pricing refusal with values has no code (codeValues carries a count only) and the console reads it back", () => {
    expect(messageCode(StaffMessages.usernameTaken)).toEqual({ code: 'staffUsernameTaken' });
    expect(withMessageCode({ requestStatus: 1, message: BlockingMessages.blocked, blockedSlots: 3 })).toEqual({
      requestStatus: 1,
      message: BlockingMessages.blocked,
      blockedSlots: 3,
      code: 'blockingBlocked',
    });
    const overlap = PricingMessages.overlap.replace('{a}', '06:00-10:00').replace('{b}', '09:00-12:00').replace('{day}', 'Holiday');
    expect(messageCode(overlap)).toBeNull();
    expect(withMessageCode({ requestStatus: 0, message: overlap })).toEqual({ requestStatus: 0, message: overlap });
    expect(readPricingRefusal(overlap)).toEqual({ key: 'overlap', values: { a: '06:00-10:00', b: '09:00-12:00', day: 'Holiday' } });
  });
});
