import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../app/sections';
import { SECTION_GROUPS } from '../../app/section-model';
import { LANGUAGES } from '../../../contract/languages';

/*
 * The catalogue and the code agree (issue 32 §2, ADR 0085): every key the code names is in every
 * language, every key in the catalogue is named by the code, and a translation keeps its
 * {{placeholders}} and has the plural forms its language needs.
 */

const SRC = join(import.meta.dirname, '..', '..');
const LOCALES = join(import.meta.dirname, 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Catalogue = Map<string, string>;

function flatten(prefix: string, value: unknown, into: Catalogue): void {
  if (typeof value === 'string') into.set(prefix, value);
  else for (const [k, v] of Object.entries(value as object)) flatten(prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`, v, into);
}

function catalogue(language: string): Catalogue {
  const keys: Catalogue = new Map();
  for (const file of readdirSync(join(LOCALES, language))) {
    flatten(`${file.replace(/\.json$/, '')}:`, JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')), keys);
  }
  return keys;
}

const baseKey = (key: string) => key.replace(PLURAL, '');
const namespaces = readdirSync(join(LOCALES, 'en')).map((f) => f.replace(/\.json$/, ''));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every 'ns:key' string in the code, and the prefixes of keys the code builds (`common:section.${key}`). */
function keysInCode(): { used: Map<string, string>; prefixes: Set<string> } {
  const used = new Map<string, string>();
  const prefixes = new Set<string>();
  const ns = namespaces.join('|');
  const literal = new RegExp(`['"\`](${ns}):([A-Za-z0-9_.-]+)['"\`]`, 'g');
  const built = new RegExp(`\`(${ns}):([A-Za-z0-9_.-]*)\\$\\{`, 'g');
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(literal)) used.set(`${m[1]}:${m[2]}`, relative(SRC, file));
    for (const m of text.matchAll(built)) prefixes.add(`${m[1]}:${m[2]}`);
  }
  return { used, prefixes };
}

const catalogues = Object.fromEntries(LANGUAGES.map((language) => [language, catalogue(language)]));
const { used, prefixes } = keysInCode();

describe('the message catalogue', () => {
  it.each(LANGUAGES)('has every key the code names, in %s', (language) => {
    const present = new Set([...catalogues[language].keys()].map(baseKey));
    const missing = [...used].filter(([key]) => !present.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has no key the code does not name', () => {
    // The server's messages are named by the codes the server sends (server/plugins/message-codes.test.ts).
    const unused = [...catalogues.en.keys()]
      .map(baseKey)
      .filter((key) => !key.startsWith('server:') && !used.has(key) && ![...prefixes].some((p) => key.startsWith(p)));
    expect([...new Set(unused)]).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('has the same keys in %s as in English, with the same placeholders', (language) => {
    const english = new Set([...catalogues.en.keys()].map(baseKey));
    const other = new Set([...catalogues[language].keys()].map(baseKey));
    expect([...english].filter((k) => !other.has(k))).toEqual([]);
    expect([...other].filter((k) => !english.has(k))).toEqual([]);
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const differ = [...catalogues[language]]
      .filter(([key, text]) => {
        const en = catalogues.en.get(key) ?? catalogues.en.get(`${baseKey(key)}_other`) ?? catalogues.en.get(baseKey(key));
        return en !== undefined && placeholders(en).join() !== placeholders(text).join();
      })
      .map(([key]) => key);
    expect(differ).toEqual([]);
  });

  it.each(LANGUAGES)('has every plural form %s needs', (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const keys = [...catalogues[language].keys()];
    const plurals = new Set(keys.filter((k) => PLURAL.test(k)).map(baseKey));
    const lacking = [...plurals].flatMap((base) => needed.filter((c) => !keys.includes(`${base}_${c}`)).map((c) => `${base}_${c}`));
    expect(lacking).toEqual([]);
  });

  it('names every sidebar section and group, and no other (keys the sidebar builds)', () => {
    const sectionKeys = [...catalogues.en.keys()]
      .filter((k) => k.startsWith('common:section.'))
      .map((k) => k.slice('common:section.'.length));
    const labelled = SECTIONS.filter((s) => s.label).map((s) => s.key);
    expect(sectionKeys.sort()).toEqual([...labelled].sort());
    // English is the spec's wording: the catalogue says what the section list says.
    for (const s of SECTIONS) if (s.label) expect(catalogues.en.get(`common:section.${s.key}`)).toBe(s.label);
    for (const g of SECTION_GROUPS) if (g.label) expect(catalogues.en.get(`common:group.${g.key}`)).toBe(g.label);
    expect([...catalogues.en.keys()].filter((k) => k.startsWith('common:group.')).length).toBe(
      SECTION_GROUPS.filter((g) => g.label).length,
    );
  });
});
