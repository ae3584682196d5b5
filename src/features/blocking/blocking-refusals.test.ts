import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockingMessages } from '../../../contract/blocking';
import { MESSAGE_KEYS } from '../../../contract/message-keys';
import { i18n } from '../../lib/i18n/i18n';
import { unblockSlots } from '../../lib/pattern/pattern-api';

/** The server's reply as it sends it: the English, and its code beside it (server/plugins/message-codes.ts). */
function serverSays(requestStatus: 0 | 1, message: string, extra: object = {}) {
  const body = { requestStatus, message, code: MESSAGE_KEYS[message], ...extra };
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('Block and Unblock Slots: the server says why in the language on screen (ADR 0085)', () => {
  it('in English as the server wrote it', async () => {
    serverSays(0, BlockingMessages.noneBlocked);
    expect(await unblockSlots(null, [])).toMatchObject({ ok: false, kind: 'failure', message: BlockingMessages.noneBlocked });
  });

  it('in Hindi, refusals and the done message alike', async () => {
    await i18n.changeLanguage('hi');
    serverSays(0, BlockingMessages.noneBlocked);
    expect(await unblockSlots(null, [])).toMatchObject({ ok: false, message: 'इनमें से कोई भी स्लॉट ब्लॉक नहीं है' });
    serverSays(0, BlockingMessages.blockNotFound);
    expect(await unblockSlots(7, [])).toMatchObject({ ok: false, message: 'ब्लॉक किए गए स्लॉट नहीं मिले' });
    serverSays(1, BlockingMessages.unblocked, { unblockedSlots: 2 });
    expect(await unblockSlots(7, [])).toMatchObject({ ok: true, message: 'स्लॉट अनब्लॉक हो गए' });
  });
});
