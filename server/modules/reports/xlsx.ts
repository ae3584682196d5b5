import type { FastifyReply } from 'fastify';
import type { ReportRow } from '../../../contract/reports';
import { reportFileName } from '../../../contract/reports';
import { REPORT_COLUMNS } from '../../../contract/reports-columns';
import { sendXlsxBook, type XlsxSheet } from '../../lib/xlsx-stream';
import type { DbHandle, Queryable } from '../../db/client';
import type { MasterFilter } from './kinds/master';
import { sendMasterXlsx } from './master-xlsx';
import type { ReportResult } from './service';
import { reportWords } from '../../lib/document-texts/report-words';
import { reportHeaders, tailOf, xlsxColumns } from './xlsx-columns';
import type { DocumentLanguage } from '../../lib/document-texts/document-language';

/** Rows handed to the sheet writer at a time. */
export const XLSX_BATCH = 5000;

/**
 * Master rows read per query for the .xlsx, by database (ADR 0044). On PostgreSQL a page's
 * text of 1,000 rows is gone before the worker's next scavenge. At 5,000 rows each text (about
 * 1 MB) outlived it and filled the old space, which was then collected every ~170 ms. For the
 * year's file the server's CPU went from 5.3-5.8 s to 4.3-4.7 s, while PostgreSQL did more,
 * smaller queries (2.6 s -> 3.0 s). PGlite runs its queries on the server's main thread,
 * where each one costs more: there 1,000 rows took 6.6-6.8 s against 5.4-5.8 s at 5,000.
 */
export const MASTER_XLSX_PAGE: Record<DbHandle['kind'], number> = { pg: 1000, pglite: 5000 };

/**
 * One sheet per club, named after the club (cut to 30, cleaned, unique), for the kinds whose
 * rows are already in `result` (bookings, members: thousands, not hundreds of thousands),
 * handed over in slices.
 */
export function reportSheets(result: ReportResult, L: DocumentLanguage): XlsxSheet<ReportRow>[] {
  const columns = xlsxColumns<ReportRow>(REPORT_COLUMNS[result.type], reportHeaders(REPORT_COLUMNS[result.type], L), reportWords(L));
  return result.data.map((club) => ({
    title: club.clubName,
    columns,
    source: (async function* () {
      for (let at = 0; at < club.rows.length; at += XLSX_BATCH) yield club.rows.slice(at, at + XLSX_BATCH);
    })(),
    tail: () => tailOf(result.type, club, L),
  }));
}

/** The report as the /download page's .xlsx, headers in the person's language (ADR 0087): master rows stream from the database through a worker (ADR 0040). */
export function sendReportXlsx(
  reply: FastifyReply,
  q: Queryable,
  db: DbHandle['kind'],
  result: ReportResult,
  f: MasterFilter,
  L: DocumentLanguage,
): Promise<FastifyReply> {
  if (result.type === 'master') return sendMasterXlsx(reply, q, result, f, MASTER_XLSX_PAGE[db], L);
  return sendXlsxBook(reply, reportFileName(result.type), reportSheets(result, L));
}
