import { i18n } from './instance';

/**
 * Texts without values (a cell's "Book", "Free", "Available to book"), looked up once per language:
 * the calendar draws hundreds of cells at a time, and each `i18n.t` costs a few microseconds that a
 * 4×-slower tablet multiplies (issue 33). Forgotten when the language changes or a catalogue
 * arrives, so a text read before its namespace was there (i18next answers with the key) is read again.
 */
const known = new Map<string, string>();
/** A text with values, cut where its values go: literal, name, literal, name, …, literal. */
const templates = new Map<string, string[]>();
let listening = false;

/** False before the catalogue starts: there is nothing to keep then (and no store to listen to). */
function keeping(): boolean {
  if (listening) return true;
  if (!i18n.isInitialized) return false;
  listening = true;
  const forget = () => {
    known.clear();
    templates.clear();
  };
  i18n.on('languageChanged', forget);
  i18n.on('loaded', forget);
  i18n.store.on('added', forget);
  return true;
}

export function fixedWord(key: string): string {
  if (!keeping()) return i18n.t(key);
  let word = known.get(key);
  if (word === undefined) {
    word = i18n.t(key);
    known.set(key, word);
  }
  return word;
}

/** Marks where a value went in a text i18next filled (a character no catalogue text holds). */
const MARK = '\u0001';

/**
 * A text with plain values (names, times; never a count or a context), as i18next writes it, its
 * template read once per language: i18next fills the text with a mark in place of each value, and
 * the pieces are kept. A cell's title and spoken name cost a few microseconds each through i18next's
 * interpolation, about a third of a cell's render (issue 33, ADR 0092); a value is never read as a
 * template, as with i18next.
 */
export function filledWord(key: string, values: Readonly<Record<string, string>>): string {
  if (!keeping()) return i18n.t(key, values);
  const names = Object.keys(values);
  const id = `${key}|${names.join('|')}`;
  let pieces = templates.get(id);
  if (pieces === undefined) {
    const marked: Record<string, string> = {};
    for (const name of names) marked[name] = `${MARK}${name}${MARK}`;
    pieces = i18n.t(key, marked).split(MARK);
    templates.set(id, pieces);
  }
  let out = pieces[0];
  for (let i = 1; i < pieces.length; i += 2) out += (values[pieces[i]] ?? '') + pieces[i + 1];
  return out;
}
