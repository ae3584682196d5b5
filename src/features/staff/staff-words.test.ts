import { describe, expect, it } from 'vitest';
import { StaffMessages } from '../../../contract/staff';
import { i18n } from '../../lib/i18n/i18n';
import { kindLabel, whatText } from './audit/describe-entry';
import { changePasswordErrors } from './rules/staff-rules';
import { staffWords } from './staff-words';

describe('staff words in the language on screen (ADR 0085)', () => {
  it('are the spec’s English in English', () => {
    for (const message of Object.values(StaffMessages)) expect(staffWords(message)).toBe(message);
    expect(kindLabel('booking', 'noshow')).toBe('No-show');
  });

  it('are Hindi in Hindi; a text the console does not know is shown as it came', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(staffWords(StaffMessages.usernameTaken)).toBe('यह यूज़रनेम पहले से लिया जा चुका है');
      expect(changePasswordErrors({ oldPassword: 'a', newPassword: 'b', confirmPassword: 'c' })).toEqual({
        confirmPassword: 'दोनों पासवर्ड एक जैसे नहीं हैं',
      });
      expect(whatText({ entity: 'cash_close', action: 'close', entityId: 4 })).toBe('कैश क्लोज़ #4');
      expect(staffWords('Something new')).toBe('Something new');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
