import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { SharedStrings, sheetXml, stylesOf, workbookParts } from './xlsx-parts';
import { ZipStream, type ZipSink } from './zip-stream';
import type { XlsxColumn, XlsxSheet } from './xlsx-types';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Indian grouping with the rupee sign, as the club's staff read amounts. */
export const RUPEE_FORMAT = '[$₹-4009] #,##,##0.00';

/** Date and date-time cells (dates are written as the wall time they carry: build them with Date.UTC). */
export const DATE_FORMAT = 'dd mmm yyyy';
export const DATE_TIME_FORMAT = 'dd mmm yyyy hh:mm';

export type { XlsxColumn, XlsxSheet, XlsxValue } from './xlsx-types';

export { safeCell } from './xlsx-parts';

/**
 * Excel refuses bad sheet names: cut to 30, drop []:*?/\ and leading or
 * trailing apostrophes, avoid Excel's reserved "History", and number case-insensitive
 * duplicates ("Arena", "Arena (2)").
 */
export function sheetName(name: string, taken: Set<string> = new Set()): string {
  let base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, 30) || 'Sheet1';
  if (base.toLowerCase() === 'history') base = 'History 1';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base.slice(0, 30 - ` (${n})`.length)} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** The first batch read before anything is sent, then the rest of the same iterator. */
async function primed<T>(source: AsyncIterable<T[]>): Promise<AsyncIterable<T[]>> {
  const iterator = source[Symbol.asyncIterator]();
  let pending: IteratorResult<T[]> | null = await iterator.next();
  return {
    [Symbol.asyncIterator]: () => ({
      next: async () => {
        if (pending) {
          const head = pending;
          pending = null;
          return head;
        }
        return iterator.next();
      },
      return: async () => (await iterator.return?.()) ?? { done: true, value: undefined },
    }),
  };
}

/** The reply's headers for a spreadsheet download and the stream its bytes go into. */
export function startFile(reply: FastifyReply, fileName: string): PassThrough {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  return out;
}

/**
 * Streams rows into an .xlsx as the reply (ADR 0036: sheet XML written here, deflated by a
 * streaming zip, backpressure honoured, so memory stays flat however many rows there are).
 * Bold frozen header, column widths. The first batch is read BEFORE any header is sent: a
 * query that fails (a value the database refuses, an outage) still reaches the error handler
 * as a clean JSON 400/503, not a broken download. Later batches reuse the query that worked.
 */
export async function sendXlsx<T>(
  reply: FastifyReply,
  fileName: string,
  title: string,
  columns: XlsxColumn<T>[],
  source: AsyncIterable<T[]>,
): Promise<FastifyReply> {
  return sendXlsxBook(reply, fileName, [{ title, columns, source }]);
}

/** Writes the workbook to a stream (used by sendXlsx and by the bench). */
export async function writeXlsx<T>(
  out: NodeJS.WritableStream,
  title: string,
  columns: XlsxColumn<T>[],
  source: AsyncIterable<T[]>,
): Promise<void> {
  await writeXlsxBook(out, [{ title, columns, source }]);
}

/**
 * Several sheets in one workbook (a report writes one per club), each streamed batch by
 * batch: a sheet's rows are never all in memory. The stream is ended when the book is done.
 */
export async function writeXlsxBook<T>(out: NodeJS.WritableStream, sheets: XlsxSheet<T>[]): Promise<void> {
  const zip = new ZipStream(out as unknown as ZipSink);
  const taken = new Set<string>();
  const names = sheets.map((s) => sheetName(s.title, taken));
  const styles = stylesOf(sheets.flatMap((s) => s.columns.map((c) => c.numFmt)));
  const strings = new SharedStrings();
  for (const [i, sheet] of sheets.entries()) await zip.entry(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheet, styles, strings));
  for (const [name, text] of workbookParts(names, styles, strings)) await zip.entry(name, [text]);
  await zip.finish();
  await new Promise<void>((resolve) => out.end(resolve));
}

/** Streams a workbook of several sheets as the reply (see sendXlsx). */
export async function sendXlsxBook<T>(reply: FastifyReply, fileName: string, sheets: XlsxSheet<T>[]): Promise<FastifyReply> {
  const first = sheets[0] ? [{ ...sheets[0], source: await primed(sheets[0].source) }] : [];
  const out = startFile(reply, fileName);
  writeXlsxBook(out, [...first, ...sheets.slice(1)]).catch((err) => out.destroy(err as Error));
  return reply.send(out);
}
