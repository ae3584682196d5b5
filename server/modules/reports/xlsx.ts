import type { FastifyReply } from 'fastify';
import type { CashCloseRow, ClubReport, ReportKind, ReportRow } from '../../../contract/reports';
import { reportFileName } from '../../../contract/reports';
import { CLOSE_COLUMNS, REPORT_COLUMNS, SUMMARY_KEYS, type ColumnKind, type ReportColumn } from '../../../contract/reports-columns';
import { DATE_FORMAT, DATE_TIME_FORMAT, RUPEE_FORMAT, sendXlsxBook, type XlsxColumn, type XlsxSheet, type XlsxValue } from '../../lib/xlsx-stream';
import type { Queryable } from '../../db/client';
import { masterBatches, type MasterFilter } from './kinds/master';
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

const DAY_MS = 86_400_000;
const EPOCH_DAYS = 25569;

/**
 * A column's wall-time texts as spreadsheet serial numbers (the column carries the date
 * format): the Date a tail cell gets, without a regex and a Date per row, the day's part made
 * once per day. Same value as the Date of `wallDate`; a text that is no wall time stays text.
 */
function serialMaker(): (value: unknown) => XlsxValue {
  const days = new Map<string, number>();
  const digits = (t: string, at: number) => (t.charCodeAt(at) - 48) * 10 + (t.charCodeAt(at + 1) - 48);
  return (value) => {
    if (typeof value !== 'string' || !(value.length === 10 || value.length === 19)) return cellOf('datetime', value);
    const day = value.slice(0, 10);
    let ms = days.get(day);
    if (ms === undefined) {
      const date = wallDate(day);
      if (!date) return value;
      ms = date.getTime();
      days.set(day, ms);
    }
    if (value.length === 19) {
      if (value[10] !== ' ' || value[13] !== ':' || value[16] !== ':') return cellOf('datetime', value);
      const h = digits(value, 11), m = digits(value, 14), sec = digits(value, 17);
      if (!(h >= 0 && h < 24 && m >= 0 && m < 60 && sec >= 0 && sec < 60)) return cellOf('datetime', value);
      ms += ((h * 60 + m) * 60 + sec) * 1000;
    }
    return ms / DAY_MS + EPOCH_DAYS;
  };
}

function xlsxColumns<T extends object>(columns: ReportColumn[]): XlsxColumn<T>[] {
  return columns.map((c) => {
    const key = c.key;
    const serial = c.kind === 'date' || c.kind === 'datetime' ? serialMaker() : null;
    return {
      header: c.header,
      width: c.width,
      numFmt: FORMATS[c.kind],
      value: serial ? (row: T) => serial((row as Record<string, unknown>)[key]) : (row: T) => cellOf(c.kind, (row as Record<string, unknown>)[key]),
    };
  });
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

/** Master rows read per query while a sheet is written: a club's year is never held at once. */
export const XLSX_BATCH = 5000;

/**
 * One sheet per club, named after the club (cut to 30, cleaned, unique). Master sheets read
 * their rows from the database batch by batch as the file is written (ADR 0036); the other
 * kinds' rows are already in `result` and are handed over in slices.
 */
export function reportSheets(q: Queryable, result: ReportResult, f: MasterFilter): XlsxSheet<ReportRow>[] {
  const columns = xlsxColumns<ReportRow>(REPORT_COLUMNS[result.type]);
  return result.data.map((club, i) => ({
    title: club.clubName,
    columns,
    source:
      result.type === 'master'
        ? masterBatches(q, result.scopes[i], f, XLSX_BATCH)
        : (async function* () {
            for (let at = 0; at < club.rows.length; at += XLSX_BATCH) yield club.rows.slice(at, at + XLSX_BATCH);
          })(),
    tail: () => tailOf(result.type, club),
  }));
}

export function sendReportXlsx(reply: FastifyReply, q: Queryable, result: ReportResult, f: MasterFilter): Promise<FastifyReply> {
  return sendXlsxBook(reply, reportFileName(result.type), reportSheets(q, result, f));
}
