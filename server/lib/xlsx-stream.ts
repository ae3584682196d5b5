import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Indian grouping with the rupee sign, as the club's staff read amounts. */
export const RUPEE_FORMAT = '[$₹-4009] #,##,##0.00';

/** Date and date-time cells (dates are written as the wall time they carry: build them with Date.UTC). */
export const DATE_FORMAT = 'dd mmm yyyy';
export const DATE_TIME_FORMAT = 'dd mmm yyyy hh:mm';

export type XlsxValue = string | number | boolean | Date | null;

export interface XlsxColumn<T> {
  header: string;
  width: number;
  value: (row: T) => XlsxValue;
  numFmt?: string;
}

/** One sheet of a workbook: its rows stream from `source`; `tail` rows (totals…) follow them. */
export interface XlsxSheet<T> {
  title: string;
  columns: XlsxColumn<T>[];
  source: AsyncIterable<T[]>;
  tail?: () => XlsxValue[][];
}

/**
 * A text cell that a spreadsheet could read as a formula (= + - @, or a leading tab/CR that
 * some programs strip first) gets a leading apostrophe (OWASP "CSV injection"). exceljs writes
 * strings as text anyway; this keeps a copy-paste or CSV re-save of the file harmless too.
 */
export function safeCell(value: XlsxValue): XlsxValue {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * exceljs's streaming writer does not check sheet names: cut to 30, drop []:*?/\ and leading or
 * trailing apostrophes, avoid Excel's reserved "History", and number case-insensitive
 * duplicates ("Arena", "Arena (2)").
 */
export function sheetName(name: string, taken: Set<string> = new Set()): string {
  let base = name.replace(/[[\]:*?/\\]/g, ' ').replace(/^'+|'+$/g, '').trim().slice(0, 30) || 'Sheet1';
  if (base.toLowerCase() === 'history') base = 'History 1';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base.slice(0, 30 - ` (${n})`.length)} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Streams rows into an .xlsx as the reply (exceljs WorkbookWriter: rows are committed as they
 * come, so memory stays flat however many rows there are). Bold frozen header, column widths.
 * The first batch is read BEFORE any header is sent: a query that fails (a value the database
 * refuses, an outage) still reaches the error handler as a clean JSON 400/503, not a broken
 * download. Later batches reuse the query that has just worked.
 */
export async function sendXlsx<T>(
  reply: FastifyReply,
  fileName: string,
  title: string,
  columns: XlsxColumn<T>[],
  source: AsyncIterable<T[]>,
): Promise<FastifyReply> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  const rest: AsyncIterable<T[]> = {
    [Symbol.asyncIterator]: () => {
      let pending: IteratorResult<T[]> | null = first;
      return {
        next: async () => {
          if (pending) {
            const head = pending;
            pending = null;
            return head;
          }
          return iterator.next();
        },
      };
    },
  };
  const out = new PassThrough();
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  const done = writeXlsx(out, title, columns, rest).catch((err) => out.destroy(err as Error));
  void done;
  return reply.send(out);
}

/** Writes the workbook to a stream (used by sendXlsx and by the bench). */
export async function writeXlsx<T>(out: NodeJS.WritableStream, title: string, columns: XlsxColumn<T>[], source: AsyncIterable<T[]>): Promise<void> {
  await writeXlsxBook(out, [{ title, columns, source }]);
}

/** Several sheets in one workbook (a report writes one per club), each streamed row by row. */
export async function writeXlsxBook<T>(out: NodeJS.WritableStream, sheets: XlsxSheet<T>[]): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out as unknown as import('stream').Stream, useStyles: true, useSharedStrings: false });
  const taken = new Set<string>();
  for (const sheet of sheets) {
    const { columns } = sheet;
    const ws = wb.addWorksheet(sheetName(sheet.title, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = columns.map((c, i) => ({ key: String(i), width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
    const header = ws.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    for await (const batch of sheet.source) {
      for (const row of batch) ws.addRow(columns.map((c) => safeCell(c.value(row)))).commit();
    }
    for (const row of sheet.tail?.() ?? []) ws.addRow(row.map(safeCell)).commit();
    ws.commit();
  }
  await wb.commit();
}

/** Streams a workbook of several sheets as the reply (see sendXlsx). */
export function sendXlsxBook<T>(reply: FastifyReply, fileName: string, sheets: XlsxSheet<T>[]): FastifyReply {
  const out = new PassThrough();
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  writeXlsxBook(out, sheets).catch((err) => out.destroy(err as Error));
  return reply.send(out);
}
