import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvCell, csvLine, unescapeCell } from './csv-cell';

describe('csv cells', () => {
  it('quotes commas, quotes and line breaks so a spreadsheet reads the text back', () => {
    const cells = ['Iyer, Lakshmi', 'Flat 4, "Sea View"', 'two\nlines', null, ''];
    const [row] = parse(csvLine(cells)) as string[][];
    expect(row).toEqual(['Iyer, Lakshmi', 'Flat 4, "Sea View"', 'two\nlines', '', '']);
  });

  it('guards formula cells but not numbers or calling codes, and the importer undoes the guard', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('+91')).toBe('+91');
    expect(csvCell('-50.25')).toBe('-50.25');
    for (const v of ['=1+1', '@x', '+cmd', '-a', "'plain", '+91']) {
      const [[back]] = parse(csvCell(v)) as string[][];
      expect(unescapeCell(back!)).toBe(v);
    }
  });
});
