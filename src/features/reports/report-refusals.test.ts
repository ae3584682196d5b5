import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '../../../contract/message-keys';
import { ReportMessages } from '../../../contract/reports';
import { serverMessage } from '../../lib/api/outcome';
import { i18n } from '../../lib/i18n/i18n';

/** What a download or a report page shows for the server's refusal: by its code (the /download page reads it so). */
const shown = (message: string) => serverMessage({ message, code: MESSAGE_KEYS[message] }, message);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Reports refusals in the language on screen (ADR 0085)', () => {
  it('an empty period: the English as the server writes it, Hindi in Hindi', async () => {
    expect(MESSAGE_KEYS[ReportMessages.empty]).toBe('reportsEmpty');
    expect(shown(ReportMessages.empty)).toBe(ReportMessages.empty);
    await i18n.changeLanguage('hi');
    expect(shown(ReportMessages.empty)).toBe('चुनी गई तारीख़ों के लिए कोई रिपोर्ट नहीं है।');
  });
});
