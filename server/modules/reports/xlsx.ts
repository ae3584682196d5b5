import type { FastifyReply } from 'fastify';
import type { ReportRow } from '../../../contract/reports';
import { reportFileName } from '../../../contract/reports';
import { REPORT_COLUMNS } from '../../../contract/reports-columns';
import { sendXlsxBook, type XlsxSheet } from '../../lib/xlsx-stream';
import type { Queryable } from '../../db/client';
import type { MasterFilter } from './kinds/master';
import { sendMasterXlsx } from './master-xlsx';
import type { ReportResult } from './service';
import { tailOf, xlsxColumns } from './xlsx-columns';

/** Rows handed to the sheet writer at a time, and master rows read per query. */
export const XLSX_BATCH = 5000;

/**
 * One sheet per club, named after the club (cut to 30, cleaned, unique), for the kinds whose
 * rows are already in `result` (bookings, members: thousands, not hundreds of thousands),
 * handed over in slices.
 */
export function reportSheets(result: ReportResult): XlsxSheet<ReportRow>[] {
  const columns = xlsxColumns<ReportRow>(REPORT_COLUMNS[result.type]);
  return result.data.map((club) => ({
    title: club.clubName,
    columns,
    source: (async function* () {
      for (let at = 0; at < club.rows.length; at += XLSX_BATCH) yield club.rows.slice(at, at + XLSX_BATCH);
    })(),
    tail: () => tailOf(result.type, club),
  }));
}

/** The report as the /download page's .xlsx: master rows stream from the database through a worker (ADR 0040). */
export function sendReportXlsx(reply: FastifyReply, q: Queryable, result: ReportResult, f: MasterFilter): Promise<FastifyReply> {
  if (result.type === 'master') return sendMasterXlsx(reply, q, result, f, XLSX_BATCH);
  return sendXlsxBook(reply, reportFileName(result.type), reportSheets(result));
}
