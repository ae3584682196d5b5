import { readFieldRefusal } from './field-refusals';

/*
 * The code of a field refusal (an entry of a 400's `errors[]`) for the console's `server`
 * catalogue, read back from its English (issue 32 §2, ADR 0085). The entry keeps its English
 * `message` byte for byte (the spec's and other clients' text) and gains `code` (+ `codeValues`)
 * beside it. Three kinds of text reach `errors[]`:
 *  - a contract message with a key (contract/message-keys.ts, the session's): the message's code,
 *    given by the caller (the server's one table, server/plugins/message-codes.ts);
 *  - a shared field rule's refusal ("Amount must be a number"): `field.<key>` (field-refusals.ts);
 *  - zod's own English, for a schema field that names no message ("Too small: expected string to
 *    have >=1 characters"): `zod.<key>`, read with the patterns below.
 * Any other text has no code and is shown as written.
 */

export type FieldCodeValues = Record<string, string | number>;
export interface FieldCode {
  code: string;
  codeValues?: FieldCodeValues;
}

/** Sizes in zod's "Too big/Too small" texts, by the origin zod names. */
const SIZED: Record<string, { big: string; small: string }> = {
  string: { big: 'tooLong', small: 'tooShort' },
  array: { big: 'tooMany', small: 'tooFew' },
};

/** zod's names of the string formats a request's fields use, and their keys under `zod.format`. */
const FORMATS: Record<string, string> = {
  'email address': 'email',
  URL: 'url',
  UUID: 'uuid',
  'ISO datetime': 'datetime',
  'ISO date': 'date',
  'ISO time': 'time',
};

/**
 * zod 4's English (zod/v4/locales/en.js) for the issues a request can meet, each read back into
 * its key and values. field-codes.test.ts runs zod and checks that the English catalogue, filled
 * with these values, is zod's text again: an upgrade that changes zod's wording fails there.
 */
const ZOD_REFUSALS: readonly ((text: string) => FieldCode | null)[] = [
  (text) => {
    const m = /^Invalid input: expected (\w+), received (\w+)$/.exec(text);
    return m ? { code: 'zod.invalidType', codeValues: { expected: m[1], received: m[2] } } : null;
  },
  (text) => {
    const m = /^Invalid input: expected (.+)$/.exec(text);
    return m ? { code: 'zod.invalidValue', codeValues: { expected: m[1] } } : null;
  },
  (text) => {
    const m = /^Invalid option: expected one of (.+)$/.exec(text);
    return m ? { code: 'zod.invalidOption', codeValues: { options: m[1] } } : null;
  },
  (text) => {
    const m = /^Too (big|small): expected (string|array) to have (<=|>=)(\d+) (?:characters|items)$/.exec(text);
    if (!m) return null;
    const sized = SIZED[m[2]];
    return { code: `zod.${m[1] === 'big' ? sized.big : sized.small}`, codeValues: { count: Number(m[4]) } };
  },
  (text) => {
    const m = /^Too (big|small): expected number to be (<=|>=|<|>)(-?\d+(?:\.\d+)?)$/.exec(text);
    if (!m) return null;
    const big = m[1] === 'big';
    const key = m[2].length === 1 ? (big ? 'below' : 'above') : big ? 'tooBig' : 'tooSmall';
    return { code: `zod.${key}`, codeValues: { limit: m[3] } };
  },
  (text) => {
    const m = /^Invalid string: must match pattern (.+)$/.exec(text);
    return m ? { code: 'zod.pattern', codeValues: { pattern: m[1] } } : null;
  },
  (text) => {
    const format = /^Invalid (.+)$/.exec(text)?.[1];
    return format && Object.hasOwn(FORMATS, format) ? { code: `zod.format.${FORMATS[format]}` } : null;
  },
  (text) => {
    const m = /^Unrecognized keys?: (.+)$/.exec(text);
    return m ? { code: 'zod.unrecognizedKeys', codeValues: { keys: m[1], count: m[1].split('", "').length } } : null;
  },
  (text) => (text === 'Invalid input' ? { code: 'zod.invalid' } : null),
];

/** The code of a field refusal's text: a keyed message (by `messageCode`), a field rule's, or zod's; else null. */
export function fieldCode(text: string, messageCode: (text: string) => FieldCode | null): FieldCode | null {
  const keyed = messageCode(text);
  if (keyed) return keyed;
  const rule = readFieldRefusal(text);
  if (rule) {
    const { field, ...numbers } = rule.values;
    return { code: `field.${rule.key}`, codeValues: { field, ...numbers } };
  }
  for (const read of ZOD_REFUSALS) {
    const coded = read(text);
    if (coded) return coded;
  }
  return null;
}

/**
 * A reply's `errors[]` with each entry's code beside its English; the same array when no entry
 * has one (or there is none), so a reply without field refusals passes untouched.
 */
export function withFieldCodes(errors: unknown, messageCode: (text: string) => FieldCode | null): unknown {
  if (!Array.isArray(errors)) return errors;
  let changed = false;
  const coded = errors.map((entry: unknown) => {
    if (entry === null || typeof entry !== 'object') return entry;
    const e = entry as { message?: unknown; code?: unknown };
    if (typeof e.message !== 'string' || e.code !== undefined) return entry;
    const code = fieldCode(e.message, messageCode);
    if (!code) return entry;
    changed = true;
    return { ...e, ...code };
  });
  return changed ? coded : errors;
}
