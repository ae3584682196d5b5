import type { CashCloseRow, ClubReport, ReportKind } from '../../../contract/reports';
import { CLOSE_COLUMNS, SUMMARY_KEYS, type ColumnKind, type ReportColumn } from '../../../contract/reports-columns';
import { DATE_FORMAT, DATE_TIME_FORMAT, RUPEE_FORMAT, type XlsxColumn, type XlsxValue } from '../../lib/xlsx-stream';
import type { DocumentLanguage } from '../../lib/document-texts/document-language';
import { rowWord, WORD_COLUMNS } from '../../lib/document-texts/report-words';

/** "YYYY-MM-DD[ HH:mm:ss]" (club wall time) → a Date whose UTC fields are that wall time. */
function wallDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

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
      const h = digits(value, 11),
        m = digits(value, 14),
        sec = digits(value, 17);
      if (!(h >= 0 && h < 24 && m >= 0 && m < 60 && sec >= 0 && sec < 60)) return cellOf('datetime', value);
      ms += ((h * 60 + m) * 60 + sec) * 1000;
    }
    return ms / DAY_MS + EPOCH_DAYS;
  };
}

/**
 * The sheet's columns. `headers` are the header row in the person's language, resolved once per
 * file (reportHeaders), never per cell: the master file's rows are the bench's hot loop. `words`
 * (reportWords, made once per file) puts the words inside rows (type, mode …) in that language:
 * one Map lookup per such cell; without it (English) the cells are as before.
 */
export function xlsxColumns<T extends object>(
  columns: ReportColumn[],
  headers: string[] = columns.map((c) => c.header),
  words: ReadonlyMap<string, string> | null = null,
): XlsxColumn<T>[] {
  return columns.map((c, i) => {
    const key = c.key;
    const serial = c.kind === 'date' || c.kind === 'datetime' ? serialMaker() : null;
    const translated = words && WORD_COLUMNS.has(key) ? words : null;
    return {
      header: headers[i] ?? c.header,
      width: c.width,
      numFmt: FORMATS[c.kind],
      value: serial
        ? (row: T) => serial((row as Record<string, unknown>)[key])
        : translated
          ? (row: T) => {
              const value = (row as Record<string, unknown>)[key];
              return typeof value === 'string' ? rowWord(translated, value) : cellOf(c.kind, value);
            }
          : (row: T) => cellOf(c.kind, (row as Record<string, unknown>)[key]),
    };
  });
}

/** A report's header row in the person's language (ADR 0087), once per file. */
export const reportHeaders = (columns: ReportColumn[], L: DocumentLanguage): string[] => columns.map((c) => L.heading(c.header));

/** Under the rows: the club's summary (label, value), then for master its cash closes (ADR 0034), in the person's language. */
export function tailOf(kind: ReportKind, club: ClubReport, L: DocumentLanguage): XlsxValue[][] {
  const out: XlsxValue[][] = [
    [],
    [L.t.sheets.summary],
    ...SUMMARY_KEYS[kind].map(({ key, label }) => [L.heading(label), club.summary[key] ?? 0]),
  ];
  if (club.closes?.length) {
    out.push([], [L.t.sheets.cashCloses], reportHeaders(CLOSE_COLUMNS, L));
    for (const close of club.closes) out.push(CLOSE_COLUMNS.map((c) => cellOf(c.kind, close[c.key as keyof CashCloseRow])));
  }
  return out;
}
