import { describe, expect, it } from 'vitest';
import { eachRecord, GS, idAt, intAt, partsOf, RS, textAt, US } from './page-text';

const read = (text: string, fields: number): string[][] | null => {
  const out: string[][] = [];
  const ok = eachRecord(text, 0, text.length, fields, (at) =>
    out.push(Array.from({ length: fields }, (_, k) => text.slice(at[2 * k], at[2 * k + 1]))),
  );
  return ok ? out : null;
};

describe('page text', () => {
  it('reads every record of exactly the field count, empty fields included', () => {
    expect(read(`1${US}a${US}${RS}2${US}${US}z`, 3)).toEqual([
      ['1', 'a', ''],
      ['2', '', 'z'],
    ]);
    expect(read('', 3)).toEqual([]);
  });

  it('refuses a record with a field too many or too few (a separator inside a free text)', () => {
    expect(read(`1${US}a${US}b${US}c`, 3)).toBeNull();
    expect(read(`1${US}a${RS}b${US}c${US}d`, 3)).toBeNull();
    expect(read(`1${US}a${US}b${RS}2${US}c`, 3)).toBeNull();
  });

  it('reads a record range without running into the next part', () => {
    const text = `1${US}2${GS}3${US}4${US}5`;
    const parts = partsOf(text, 2)!;
    expect(Array.from(parts)).toEqual([0, 3, 4, text.length]);
    const first: number[] = [];
    expect(eachRecord(text, parts[0], parts[1], 2, (at) => first.push(intAt(text, at[0], at[1]), intAt(text, at[2], at[3])))).toBe(true);
    expect(first).toEqual([1, 2]);
    expect(eachRecord(text, parts[2], parts[3], 2, () => undefined)).toBe(false);
  });

  it('refuses a text with another part count', () => {
    expect(partsOf(`a${GS}b${GS}c`, 2)).toBeNull();
    expect(partsOf('a', 2)).toBeNull();
  });

  it('reads integers with a sign, drops an epoch fraction, and says NaN for anything else', () => {
    const at = (s: string) => intAt(s, 0, s.length);
    expect(at('12345')).toBe(12345);
    expect(at('-250000')).toBe(-250000);
    expect(at('1770604200.999999')).toBe(1770604200);
    expect(at('12a')).toBeNaN();
    expect(at('-')).toBeNaN();
    expect(idAt('x', 0, 0)).toBeNull();
    expect(textAt('abc', 1, 1)).toBeNull();
    expect(textAt('abc', 1, 3)).toBe('bc');
  });
});
