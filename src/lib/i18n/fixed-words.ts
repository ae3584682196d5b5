import { i18n } from './instance';

/**
 * Texts without values (a cell's "Book", "Free", "Available to book"), looked up once per language:
 * the calendar draws hundreds of cells at a time, and each `i18n.t` costs a few microseconds that a
 * 4×-slower tablet multiplies (issue 33). Forgotten when the language changes or a catalogue
 * arrives, so a text read before its namespace was there (i18next answers with the key) is read again.
 */
const known = new Map<string, string>();
let listening = false;

export function fixedWord(key: string): string {
  if (!listening) {
    // Before the catalogue starts there is nothing to keep (and no store to listen to).
    if (!i18n.isInitialized) return i18n.t(key);
    listening = true;
    const forget = () => known.clear();
    i18n.on('languageChanged', forget);
    i18n.on('loaded', forget);
    i18n.store.on('added', forget);
  }
  let word = known.get(key);
  if (word === undefined) {
    word = i18n.t(key);
    known.set(key, word);
  }
  return word;
}
