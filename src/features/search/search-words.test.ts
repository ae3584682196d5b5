import { describe, expect, it } from 'vitest';
import { SearchMessages } from '../../../contract/search';
import { i18n } from '../../lib/i18n/i18n';
import { searchWords } from './search-words';

describe('search refusals in the language on screen (ADR 0085)', () => {
  it('are the spec’s English in English', () => {
    for (const message of Object.values(SearchMessages)) expect(searchWords(message)).toBe(message);
    expect(i18n.t('search:regularPlaceholder')).toBe(SearchMessages.regularPlaceholder);
    expect(i18n.t('search:bulkPlaceholder')).toBe(SearchMessages.bulkPlaceholder);
    expect(i18n.t('common:nav.findPlaceholder')).toBe(SearchMessages.regularPlaceholder);
  });

  it('are Hindi in Hindi, with their numbers', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(searchWords(SearchMessages.nameTooShort)).toBe('नाम के कम से कम 3 अक्षर लिखें');
      expect(searchWords('Booking not found')).toBe('Booking not found');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
