import { afterEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../api/client', () => ({ api: { call: (...args: unknown[]) => call(...args) } }));

const { i18n } = await import('./i18n');
const { followAccountLanguage, languagePickedOnLogin, pickAccountLanguage, pickLanguageBeforeSignIn, startLanguage } =
  await import('./language-choice');

afterEach(async () => {
  call.mockReset();
  localStorage.removeItem('language');
  await i18n.changeLanguage('en');
});

describe('the language shown (ADR 0085)', () => {
  it("starts in the device's last language, else English", () => {
    expect(startLanguage()).toBe('en');
    localStorage.setItem('language', 'hi');
    expect(startLanguage()).toBe('hi');
    localStorage.setItem('language', 'fr');
    expect(startLanguage()).toBe('en');
  });

  it('shows a language picked on the login page at once and sends it with the sign-in, once', async () => {
    await pickLanguageBeforeSignIn('hi');
    expect(i18n.t('auth:signIn')).toBe('साइन इन करें');
    expect(document.documentElement.lang).toBe('hi');
    expect(languagePickedOnLogin()).toBe('hi');
    await followAccountLanguage('hi');
    expect(languagePickedOnLogin()).toBeUndefined();
  });

  it('saves an account menu choice first and shows it once saved', async () => {
    call.mockResolvedValue({ ok: true, kind: 'success', data: { requestStatus: 1, language: 'hi' } });
    expect(await pickAccountLanguage('hi')).toBe(true);
    expect(call.mock.calls[0][1]).toEqual({ language: 'hi' });
    expect(i18n.resolvedLanguage).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
  });

  it('changes nothing when the server refuses or cannot be reached', async () => {
    call.mockResolvedValue({ ok: false, kind: 'no-response', message: 'offline' });
    expect(await pickAccountLanguage('hi')).toBe(false);
    expect(i18n.resolvedLanguage).toBe('en');
    expect(localStorage.getItem('language')).toBeNull();
  });
});
