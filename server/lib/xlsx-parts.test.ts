import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, escapeXml } from './xlsx-parts';
import { DATE_TIME_FORMAT, RUPEE_FORMAT, writeXlsxBook, type XlsxColumn, type XlsxSheet } from './xlsx-stream';

/** The whole book as bytes (the writer ends the stream when done). */
async function book<T>(sheets: XlsxSheet<T>[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeXlsxBook(out, sheets);
  return Buffer.concat(chunks);
}

interface Row {
  n: number;
  text: string;
  at: Date;
  ok: boolean;
  none: null;
}
const columns: XlsxColumn<Row>[] = [
  { header: 'N', width: 8, value: (r) => r.n, numFmt: RUPEE_FORMAT },
  { header: 'Text & <more>', width: 20, value: (r) => r.text },
  { header: 'At', width: 18, value: (r) => r.at, numFmt: DATE_TIME_FORMAT },
  { header: 'Ok', width: 6, value: (r) => r.ok },
  { header: 'None', width: 6, value: (r) => r.none },
];

describe('hand-written xlsx (ADR 0036)', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml('a & b < c > "d"')).toBe('a &amp; b &lt; c &gt; &quot;d&quot;');
    expect(escapeXml('bell\u0007 tab\t')).toBe('bell tab\t');
  });

  // 30,000 rows read back by exceljs: seconds on a busy machine.
  it(
    'reads back in exceljs: values, formats, bold header, widths, sheet names, formula-safe text, many batches',
    { timeout: 60_000 },
    async () => {
      const at = new Date(Date.UTC(2026, 2, 1, 9, 30));
      async function* batches() {
        for (let b = 0; b < 30; b++) {
          yield Array.from({ length: 1000 }, (_, i): Row => ({
            n: b * 1000 + i + 0.5,
            text: i === 0 ? `=SUM(A1) ₹ "q" <${b}> 🎾` : i === 1 ? '  padded  ' : `row ${i}`,
            at,
            ok: i % 2 === 0,
            none: null,
          }));
        }
      }
      const bytes = await book([
        { title: 'A very long club name that goes past thirty', columns, source: batches(), tail: () => [[], ['Total', 42]] },
        { title: 'Second', columns, source: (async function* (): AsyncGenerator<Row[]> {})() },
      ]);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['A very long club name that goe', 'Second']);
      const ws = wb.worksheets[0];
      expect(ws.rowCount).toBe(1 + 30_000 + 2);
      expect(ws.getRow(1).values).toEqual([undefined, 'N', 'Text & <more>', 'At', 'Ok', 'None']);
      expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
      expect(ws.getColumn(2).width).toBe(20);
      const r = ws.getRow(2);
      expect(r.getCell(1).value).toBe(0.5);
      expect(r.getCell(1).numFmt).toBe(RUPEE_FORMAT);
      expect(r.getCell(2).value).toBe(`'=SUM(A1) ₹ "q" <0> 🎾`);
      expect(r.getCell(3).value).toEqual(at);
      expect(r.getCell(3).numFmt).toBe(DATE_TIME_FORMAT);
      expect(r.getCell(4).value).toBe(true);
      expect(ws.getRow(3).getCell(2).value).toBe('  padded  ');
      expect(r.getCell(5).value).toBeNull();
      expect(ws.getRow(30_001).getCell(1).value).toBe(29_999.5);
      expect(ws.getRow(30_003).values).toEqual([undefined, 'Total', 42]);
      expect(wb.worksheets[1].rowCount).toBe(1);
    },
  );
});
