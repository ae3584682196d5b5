import type { BackendModule, ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/languages';
import { i18n } from './instance';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enServer from './locales/en/server.json';

/*
 * The console's one message catalogue (issue 32 §2, ADR 0085): i18next, a namespace per feature
 * folder in src/lib/i18n/locales/<language>/<namespace>.json. English's first namespaces (the shell, the
 * login screen, the server's messages) are in the login bundle; every other namespace, and every
 * Hindi one, is a chunk of its own, fetched the first time a screen asks for it
 * (`useTranslation('members')` suspends until then).
 */

/** Namespaces the login screen and the shell need before anything else. */
export const START_NAMESPACES = ['common', 'auth', 'server'] as const;

const lazyCatalogues = import.meta.glob<{ default: ResourceLanguage }>([
  './locales/*/*.json',
  '!./locales/en/common.json',
  '!./locales/en/auth.json',
  '!./locales/en/server.json',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, done) {
    const load = lazyCatalogues[`./locales/${language}/${namespace}.json`];
    if (!load) return done(new Error(`No catalogue ${language}/${namespace}`), false);
    load().then(
      (module) => done(null, module.default),
      (error: Error) => done(error, false),
    );
  },
};

export { currentLanguage, currentLocale, i18n } from './instance';

/** Starts the catalogue in a language; resolves once its start namespaces are there. */
export async function startI18n(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return;
  }
  i18n.on('languageChanged', followDocumentLanguage);
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'hi'],
      ns: [...START_NAMESPACES],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: { common: enCommon, auth: enAuth, server: enServer } },
      // React escapes what it renders; i18next must not escape it a second time.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  followDocumentLanguage(i18n.language);
}

/** The page's lang attribute follows the language, so screen readers and fonts read it as that language. */
function followDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
