import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from './xlsx-stream';

async function roundTrip(rows: (string | number | null)[][]): Promise<unknown[][]> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(c: Buffer, _e, cb) {
      chunks.push(c);
      cb();
    },
  });
  const columns = rows[0].map((_, i) => ({ header: `H${i}`, width: 10, value: (r: (string | number | null)[]) => r[i] }));
  await writeXlsx(
    sink,
    'T',
    columns,
    (async function* () {
      yield rows;
    })(),
  );
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((row, n) => {
    if (n > 1) out.push(rows[0].map((_, i) => row.getCell(i + 1).value ?? null));
  });
  return out;
}

describe('cells written without a reference', () => {
  it('a column with more distinct texts than the shared table keeps goes on inline, every text in place', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`Customer ${i}`, ' padded ', i % 3 === 0 ? null : 'Cash']);
    expect(await roundTrip(rows)).toEqual(rows);
  });

  it('keep their columns after empty, null and empty-text cells, and repeated texts', async () => {
    const rows = [
      ['Court 1', null, 'x', '', 'Cash', 5],
      [null, 'Court 1', '', 'y', 'Cash', null],
      ['', '', 'Court 1', 'Cash', '', 7],
    ];
    expect(await roundTrip(rows)).toEqual(rows.map((r) => r.map((v) => (v === '' ? null : v))));
  });
});
