import { DatesProvider } from '@mantine/dates';
import { useEffect, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n/instance';
import { datesLocale, loadDatesLocale } from '../lib/i18n/dates-locale';

/**
 * The date pickers in the language on screen: month and weekday names in Hindi when the language
 * is Hindi (issue 32 §2). The Hindi names load the first time they are needed; until they are
 * there (a moment; offline, the service worker's cache has them) the pickers stay in English.
 */
export function DatesLanguage({ children }: { children: ReactNode }) {
  // Re-renders when the language changes.
  useTranslation();
  const language = currentLanguage();
  const [, loaded] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    let current = true;
    // Not fetched (offline before the chunk was cached): the pickers stay in English.
    loadDatesLocale(language).then(
      () => current && loaded(),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [language]);

  return <DatesProvider settings={{ locale: datesLocale(language) }}>{children}</DatesProvider>;
}
