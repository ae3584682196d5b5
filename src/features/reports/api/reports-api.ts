import { notifications } from '@mantine/notifications';
import {
  REPORT_HEADINGS,
  ReportMessages,
  reportFileName,
  type CashCloseRow,
  type ReportKind,
  type ReportRow,
} from '../../../../contract/reports';
import { endpoints } from '../../../../contract/endpoint-table';
import { reportKindEndpoints } from '../../../../contract/endpoints/reports';
import { api } from '../../../lib/api/client';
import { openDownload } from '../../../lib/download-link';
import { downloadQuery, requestOf, type ReportForm } from '../report-form';
import { reportMessage } from '../report-words';

export interface ClubPart {
  clubId: number;
  clubName: string;
  rows: ReportRow[];
  summary: Record<string, number>;
  closes: CashCloseRow[];
  /** Rows of the whole period; `rows` holds the pages loaded so far (ADR 0036). */
  total: number;
  /** The `after` of the next page; null once every row is here. */
  next: number | null;
}

export interface ReportView {
  kind: ReportKind;
  heading: string;
  form: ReportForm;
  summary: Record<string, number>;
  clubs: ClubPart[];
}

export async function loadReportClubs(): Promise<{ clubId: number; clubName: string }[]> {
  const outcome = await api.call(endpoints.reports.clubs);
  return outcome.ok && outcome.data.requestStatus === 1 ? outcome.data.clubs : [];
}

/**
 * Runs a report. Empty data gives the spec's notice and null (the page then clears it). The
 * rows are not checked one by one (a year is tens of thousands of them): the server builds
 * them from contract/reports-columns.ts.
 */
export async function runReport(kind: ReportKind, form: ReportForm): Promise<ReportView | null> {
  const outcome = await api.call(reportKindEndpoints[kind].view, requestOf(kind, form));
  if (!outcome.ok || outcome.data.requestStatus !== 1) return null;
  const clubs = outcome.data.data.map((c) => ({ ...c, rows: c.rows as ReportRow[], closes: (c.closes ?? []) as CashCloseRow[] }));
  if (clubs.every((c) => c.total === 0 && c.closes.length === 0)) {
    notifications.show({ id: 'reports-empty', color: 'yellow', message: reportMessage(ReportMessages.empty) });
    return null;
  }
  return { kind, heading: REPORT_HEADINGS[kind], form, summary: outcome.data.summary, clubs };
}

/**
 * The next page of one club's master rows (same filters as the report on screen; only master
 * pages, the other kinds come whole). Null when it failed (offline, the club no longer
 * readable): the table keeps what it has.
 */
export async function loadMoreRows(
  kind: ReportKind,
  form: ReportForm,
  clubId: number,
  after: number,
): Promise<{ rows: ReportRow[]; next: number | null } | null> {
  const { clubIds: _all, ...filters } = requestOf(kind, form);
  void _all;
  const outcome = await api.call(endpoints.reports.transactionsPage, { ...filters, clubId, after });
  if (!outcome.ok || outcome.data.requestStatus !== 1) return null;
  return { rows: outcome.data.rows as ReportRow[], next: outcome.data.next };
}

/** The .xlsx through the /download page (spec 3 §2): it fetches with a one-file ticket and saves it. */
export function downloadReport(kind: ReportKind, form: ReportForm): Promise<void> {
  return openDownload(reportKindEndpoints[kind].download, downloadQuery(kind, form), reportFileName(kind));
}
