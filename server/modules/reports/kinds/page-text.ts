/*
 * A master page travels as one text (ADR 0040): parts split by \x1d, records by \x1e, fields
 * by \x1f. It is read in place, by separator positions, making no string per field: split()
 * made a string for each of a money row's 12 fields and an array per record, and with the
 * garbage they left that was a third of the .xlsx worker's time on a year's sheet.
 */
export const US = '\x1f';
export const RS = '\x1e';
export const GS = '\x1d';

/** Where the fields of the record being read lie: field k is text[at[2k], at[2k + 1]). */
export type Bounds = Int32Array;

/**
 * The start and end of each of the `parts` parts of `text`; null when it has another count
 * (a free text held the part separator).
 */
export function partsOf(text: string, parts: number): Int32Array | null {
  const at = new Int32Array(parts * 2);
  let start = 0;
  for (let k = 0; k < parts - 1; k++) {
    const g = text.indexOf(GS, start);
    if (g === -1) return null;
    at[2 * k] = start;
    at[2 * k + 1] = g;
    start = g + 1;
  }
  if (text.indexOf(GS, start) !== -1) return null;
  at[2 * parts - 2] = start;
  at[2 * parts - 1] = text.length;
  return at;
}

/**
 * Calls `each` with the bounds of every record of text[from, to), each of exactly `fields`
 * fields; false as soon as one has another count (a free text held a separator), which the
 * caller answers by reading the page again as JSON. An empty range holds no record.
 */
export function eachRecord(text: string, from: number, to: number, fields: number, each: (at: Bounds) => void): boolean {
  const at = new Int32Array(fields * 2);
  let start = from;
  while (start < to) {
    let end = text.indexOf(RS, start);
    if (end === -1 || end > to) end = to;
    let p = start;
    for (let k = 0; k < fields - 1; k++) {
      const u = text.indexOf(US, p);
      if (u === -1 || u >= end) return false;
      at[2 * k] = p;
      at[2 * k + 1] = u;
      p = u + 1;
    }
    const extra = text.indexOf(US, p);
    if (extra !== -1 && extra < end) return false;
    at[2 * fields - 2] = p;
    at[2 * fields - 1] = end;
    each(at);
    start = end + 1;
  }
  return true;
}

/**
 * The integer written in text[s, e) (a leading '-' allowed; a fraction after '.' dropped, as
 * every reader of an epoch floors it); NaN when it is not one.
 */
export function intAt(text: string, s: number, e: number): number {
  let i = s;
  let sign = 1;
  if (i < e && text.charCodeAt(i) === 45) {
    sign = -1;
    i++;
  }
  if (i >= e) return Number.NaN;
  let n = 0;
  for (; i < e; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d === -2) break;
    if (d < 0 || d > 9) return Number.NaN;
    n = n * 10 + d;
  }
  return sign * n;
}

/** An id field: empty is null. */
export const idAt = (text: string, s: number, e: number): number | null => (s === e ? null : intAt(text, s, e));

/** A free-text field: empty is null. */
export const textAt = (text: string, s: number, e: number): string | null => (s === e ? null : text.slice(s, e));
