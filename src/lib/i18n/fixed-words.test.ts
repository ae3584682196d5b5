import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './instance';
import { fixedWord } from './fixed-words';
import { startI18n } from './i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('fixedWord', () => {
  it('answers in the language on screen, and again after the language changes', async () => {
    await startI18n('en');
    i18n.addResourceBundle('en', 'fixedtest', { word: 'Book' });
    i18n.addResourceBundle('hi', 'fixedtest', { word: 'बुक' });
    expect(fixedWord('fixedtest:word')).toBe('Book');
    await i18n.changeLanguage('hi');
    expect(fixedWord('fixedtest:word')).toBe('बुक');
  });

  it('reads a text again once its catalogue arrives (before, i18next answers with the key)', async () => {
    await startI18n('en');
    expect(fixedWord('latetest:word')).toBe('word');
    i18n.addResourceBundle('en', 'latetest', { word: 'Free' });
    expect(fixedWord('latetest:word')).toBe('Free');
  });
});
