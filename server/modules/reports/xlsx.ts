import type { FastifyReply } from 'fastify';
import type { CashCloseRow, ClubReport, ReportKind, ReportRow } from '../../../contract/reports';
import { reportFileName } from '../../../contract/reports';
import { CLOSE_COLUMNS, REPORT_COLUMNS, SUMMARY_KEYS, type ColumnKind, type ReportColumn } from '../../../contract/reports-columns';
import { DATE_FORMAT, DATE_TIME_FORMAT, RUPEE_FORMAT, sendXlsxBook, type XlsxColumn, type XlsxSheet, type XlsxValue } from '../../lib/xlsx-stream';
import type { ReportResult } from './service';

/** "YYYY-MM-DD[ HH:mm:ss]" (club wall time) → a Date whose UTC fields are that wall time. */
function wallDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

/** Heading of the cash closes block under a master sheet (ADR 0034). */
export const CLOSES_HEADING = 'Cash closes of the period';

const FORMATS: Partial<Record<ColumnKind, string>> = { money: RUPEE_FORMAT, date: DATE_FORMAT, datetime: DATE_TIME_FORMAT };

export function cellOf(kind: ColumnKind, value: unknown): XlsxValue {
  if (value === null || value === undefined) return null;
  if ((kind === 'date' || kind === 'datetime') && typeof value === 'string') return wallDate(value) ?? value;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}

function xlsxColumns<T extends object>(columns: ReportColumn[]): XlsxColumn<T>[] {
  return columns.map((c) => ({ header: c.header, width: c.width, numFmt: FORMATS[c.kind], value: (row: T) => cellOf(c.kind, (row as Record<string, unknown>)[c.key]) }));
}

/** Under the rows: the club's summary (label, value), then for master its cash closes. */
function tailOf(kind: ReportKind, club: ClubReport): XlsxValue[][] {
  const out: XlsxValue[][] = [[], ['Summary'], ...SUMMARY_KEYS[kind].map(({ key, label }) => [label, club.summary[key] ?? 0])];
  if (club.closes?.length) {
    out.push([], [CLOSES_HEADING], CLOSE_COLUMNS.map((c) => c.header));
    for (const close of club.closes) out.push(CLOSE_COLUMNS.map((c) => cellOf(c.kind, close[c.key as keyof CashCloseRow])));
  }
  return out;
}

/** One sheet per club, named after the club (cut to 30, cleaned, unique). */
export function reportSheets(result: ReportResult): XlsxSheet<ReportRow>[] {
  const columns = xlsxColumns<ReportRow>(REPORT_COLUMNS[result.type]);
  return result.data.map((club) => ({
    title: club.clubName,
    columns,
    source: (async function* () {
      // Batches keep the writer's event loop turns short on a year of rows.
      for (let i = 0; i < club.rows.length; i += 2000) yield club.rows.slice(i, i + 2000);
    })(),
    tail: () => tailOf(result.type, club),
  }));
}

export function sendReportXlsx(reply: FastifyReply, result: ReportResult): FastifyReply {
  return sendXlsxBook(reply, reportFileName(result.type), reportSheets(result));
}
