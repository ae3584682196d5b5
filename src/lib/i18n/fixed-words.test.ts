import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './instance';
import { filledWord, fixedWord } from './fixed-words';
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

describe('filledWord', () => {
  it('writes what i18next writes, in the language on screen, and again after the language changes', async () => {
    await startI18n('en');
    i18n.addResourceBundle('en', 'filledtest', { title: '{{court}} {{time}} – {{title}}', by: 'Booked by {{name}}, paid' });
    i18n.addResourceBundle('hi', 'filledtest', { by: '{{name}} ने बुक किया, पेमेंट हो गया' });
    const values = { court: 'Court 3', time: '18:00', title: 'Booked' };
    expect(filledWord('filledtest:title', values)).toBe(i18n.t('filledtest:title', values));
    expect(filledWord('filledtest:title', { court: 'Court 4', time: '18:30', title: 'Free' })).toBe('Court 4 18:30 – Free');
    expect(filledWord('filledtest:by', { name: 'Asha' })).toBe('Booked by Asha, paid');
    await i18n.changeLanguage('hi');
    expect(filledWord('filledtest:by', { name: 'Asha' })).toBe('Asha ने बुक किया, पेमेंट हो गया');
    // Falls back as i18next does: hi has no title.
    expect(filledWord('filledtest:title', values)).toBe('Court 3 18:00 – Booked');
  });

  it('never reads a value as a template, and reads a text again once its catalogue arrives', async () => {
    await startI18n('en');
    expect(filledWord('filledlate:by', { name: '{{name}}' })).toBe(i18n.t('filledlate:by', { name: '{{name}}' }));
    i18n.addResourceBundle('en', 'filledlate', { by: 'Booked by {{name}}' });
    expect(filledWord('filledlate:by', { name: '{{time}} $t(x) {{name}}' })).toBe('Booked by {{time}} $t(x) {{name}}');
  });
});
