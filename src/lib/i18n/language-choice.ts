import { isLanguage, type Language } from '../../../contract/languages';
import { i18n } from './i18n';

/*
 * Which language the console shows (ADR 0085). Signed in, it is the person's own, saved on their
 * account (the login and switch-club replies carry it). Before sign-in it is this device's last
 * one, or Hindi for a browser set to Hindi; a language picked on the login page is saved to the
 * account with the sign-in.
 */

const STORAGE_KEY = 'language';

let pickedOnLogin: Language | undefined;

/** The language to start in: the device's last one, else the browser's when it is Hindi, else English. */
export function startLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage blocked (private mode): the browser's language decides.
  }
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

async function show(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered on this device; still shown now.
  }
  await i18n.changeLanguage(language);
}

/** Picked on the login page: shown now, saved to the account when the sign-in succeeds. */
export async function pickLanguageBeforeSignIn(language: Language): Promise<void> {
  pickedOnLogin = language;
  await show(language);
}

/** The language picked on this login page, if any: the login request carries it. */
export function languagePickedOnLogin(): Language | undefined {
  return pickedOnLogin;
}

/** After sign-in or a club switch: the account's language is the one shown. */
export async function followAccountLanguage(language: Language): Promise<void> {
  pickedOnLogin = undefined;
  await show(language);
}

/**
 * Picked in the account menu: saved on the account first, shown once saved (a refusal is said by
 * the reply handler and changes nothing). The API client loads lazily: the login screen never needs it.
 */
export async function pickAccountLanguage(language: Language): Promise<boolean> {
  const [{ api }, { endpoints }] = await Promise.all([import('../api/client'), import('../../../contract/endpoint-table')]);
  const outcome = await api.call(endpoints.session.setLanguage, { language });
  if (!outcome.ok) return false;
  await show(outcome.data.language);
  return true;
}
