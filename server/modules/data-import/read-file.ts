import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS, ImportMessages, XLSX_TYPE } from '../../../contract/data-import';
import { BusinessError } from '../../core/business-error';

/** A file as a table of text: the header row, then each row's cells (blank rows dropped). */
export interface Sheet {
  columns: string[];
  /** Each row's cells with its number in the file (1 = the first row after the header). */
  rows: { row: number; cells: string[] }[];
}

/** Reads a CSV or .xlsx body; a file that cannot be read is a refusal naming why. */
export async function readSheet(body: Buffer, contentType: string): Promise<Sheet> {
  const table = contentType === XLSX_TYPE ? await xlsxTable(body) : csvTable(body);
  const [header, ...rest] = table;
  if (!header || header.every((c) => c === '')) throw new BusinessError(ImportMessages.noHeader);
  const rows = rest.map((cells, i) => ({ row: i + 1, cells })).filter((r) => r.cells.some((c) => c !== ''));
  if (rows.length === 0) throw new BusinessError(ImportMessages.emptyFile);
  if (rows.length > IMPORT_MAX_ROWS) throw new BusinessError(ImportMessages.tooManyRows(IMPORT_MAX_ROWS));
  return { columns: header, rows };
}

function csvTable(body: Buffer): string[][] {
  try {
    // Cells keep what was typed: no trimming of meaning, no casting ("007" stays "007").
    return parse(body, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch {
    throw new BusinessError(ImportMessages.unreadable);
  }
}

async function xlsxTable(body: Buffer): Promise<string[][]> {
  // Loaded on the first .xlsx import, not at start (ADR 0089): exceljs held ~30 MB of an idle server.
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw new BusinessError(ImportMessages.unreadable);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new BusinessError(ImportMessages.emptyFile);
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    out[n - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(out, (r) => r ?? []);
}

/** A cell as the text a person sees: dates as YYYY-MM-DD, formulas by their result. */
export function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}
