import i18next from 'i18next';
import { LANGUAGE_LOCALES, type Language } from '../../../contract/languages';

/**
 * The console's one i18next instance and the language on screen, apart from the catalogue's
 * start (i18n.ts): formatters (money, dates) need only these, and so may be imported where Vite's
 * catalogue loading and JSON imports do not run (the browser tests' own Node code).
 */
export const i18n = i18next.createInstance();

/** The language on screen now. */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
}

/** The Intl locale numbers, money and dates are written in now: en-IN or hi-IN. */
export function currentLocale(): string {
  return LANGUAGE_LOCALES[currentLanguage()];
}
