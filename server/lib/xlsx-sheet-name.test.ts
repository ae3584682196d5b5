import { describe, expect, it } from 'vitest';
import { safeCell, sheetName } from './xlsx-stream';

describe('sheet names (exceljs does not check them)', () => {
  it('cuts to 30 characters and drops the characters Excel refuses', () => {
    expect(sheetName('Courtdesk Riverside Sports & Fitness Centre')).toBe('Courtdesk Riverside Sports & F');
    expect(sheetName('A/B [C]: D*E?F\\G')).toBe('A B  C   D E F G');
    expect(sheetName("'Quoted'")).toBe('Quoted');
    expect(sheetName('')).toBe('Sheet1');
  });
  it('numbers case-insensitive duplicates and avoids the reserved History', () => {
    const taken = new Set<string>();
    expect(sheetName('Arena', taken)).toBe('Arena');
    expect(sheetName('ARENA', taken)).toBe('ARENA (2)');
    expect(sheetName('Arena', taken)).toBe('Arena (3)');
    expect(sheetName('x'.repeat(40), taken)).toBe('x'.repeat(30));
    expect(sheetName('x'.repeat(40), taken)).toBe(`${'x'.repeat(26)} (2)`);
    expect(sheetName('history')).toBe('History 1');
  });
  it('escapes text a spreadsheet would read as a formula', () => {
    expect(['=1+1', '+91', '-5', '@x', 'ok'].map((v) => safeCell(v))).toEqual(["'=1+1", "'+91", "'-5", "'@x", 'ok']);
    expect(safeCell(-5)).toBe(-5);
  });
});
