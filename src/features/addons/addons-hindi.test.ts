import { afterEach, describe, expect, it } from 'vitest';
import { AddonMessages } from '../../../contract/addons';
import { classifyResult } from '../../lib/api/reply-handler';
import { i18n } from '../../lib/i18n/i18n';

/** A reply as the server sends it (tests/api/addons.test.ts checks the code and values beside the English). */
const reply = (body: Record<string, unknown>) => classifyResult({ kind: 'response', status: 200, body });
const rentalLimit = {
  requestStatus: 0,
  message: 'Only 0 Ball machine left to rent at this time',
  code: 'addonRentalLimit',
  codeValues: { left: '0', name: 'Ball machine' },
};
const added = { requestStatus: 1, message: AddonMessages.added, code: 'addonAdded' };

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the add-ons’ messages by their code (ADR 0085)', () => {
  it("are the server's English in English", () => {
    expect(reply(rentalLimit).message).toBe(rentalLimit.message);
    expect(reply(added).message).toBe('Add-on added');
  });

  it('are Hindi in Hindi: the rental limit with its number and the add-on’s name as typed, and the saved toast', async () => {
    await i18n.changeLanguage('hi');
    expect(reply(rentalLimit).message).toBe('इस समय किराये के लिए सिर्फ़ 0 Ball machine बचे हैं');
    expect(reply(added).message).toBe('ऐड-ऑन जुड़ गया');
    expect(reply({ ...added, message: AddonMessages.updated, code: 'addonUpdated' }).message).toBe('ऐड-ऑन अपडेट हो गया');
  });
});
