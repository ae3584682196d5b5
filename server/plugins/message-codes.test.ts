import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages';
import { SessionEndMessages } from '../../contract/session';
import { COUNTED_MESSAGES, MESSAGE_CODES, messageCode, withMessageCode } from './message-codes';

/** The console's `server` catalogue and the codes the server sends are the same list (ADR 0085). */
const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'src', 'lib', 'i18n', 'locales', language, 'server.json'), 'utf8'));

const codes = [...Object.values(MESSAGE_CODES), ...COUNTED_MESSAGES.map((m) => m.code)];
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
  });

  it('are added beside the message, and nothing else changes', () => {
    expect(withMessageCode({ requestStatus: 0, message: 'invalid username' })).toEqual({
      requestStatus: 0,
      message: 'invalid username',
      code: 'invalidUsername',
    });
    const plain = { requestStatus: 0, message: 'Booking not found' };
    expect(withMessageCode(plain)).toBe(plain);
    expect(withMessageCode([1, 2])).toEqual([1, 2]);
    expect(withMessageCode('text')).toBe('text');
    expect(messageCode(SessionEndMessages.idle(3))).toEqual({ code: 'signedOutIdle', codeValues: { count: 3 } });
  });
});
