import dayjs from 'dayjs';
import { LANGUAGE_LOCALES, type Language } from '../../../contract/languages';
import { monthsOf } from '../time/club-date';

/*
 * The date pickers' language (Mantine dates writes month and weekday names with dayjs). English
 * is dayjs's own; Hindi is dayjs's 'hi' locale, a chunk of its own fetched the first time Hindi is
 * on screen with a picker's provider, never part of the login screen (ADR 0085, Weight).
 */

const ready = new Set<Language>(['en']);

/** The dayjs locale the pickers may use now: the language's once it is loaded, English until then. */
export function datesLocale(language: Language): Language {
  return ready.has(language) ? language : 'en';
}

/** Loads the language's dayjs locale (once); resolves with the locale the pickers use. */
export async function loadDatesLocale(language: Language): Promise<Language> {
  if (ready.has(language)) return language;
  await import('dayjs/locale/hi');
  // Short months as the console writes every other date ("21 नव॰ 2026", displayDate), so a
  // picker's text and a table's read alike; dayjs's own are other abbreviations ("नव.").
  dayjs.locale({ ...dayjs.Ls.hi, monthsShort: [...monthsOf(LANGUAGE_LOCALES.hi)] }, undefined, true);
  ready.add(language);
  return language;
}
