import type { Queryable } from '../../db/client';
import type { ClubReport, ReportFilter, ReportKind, ReportRow } from '../../../contract/reports';
import { SUMMARY_KEYS } from '../../../contract/reports-columns';
import { permittedClubs } from './clubs';
import type { ReportScope } from './period';
import { addonReport } from './kinds/addons';
import { balanceReport, bookingReport } from './kinds/bookings';
import { cancellationReport } from './kinds/cancellations';
import { masterFileHead, masterPage, masterReport, type MasterFilter } from './kinds/master';
import { creditsReport, packagesReport, rechargeReport } from './kinds/members';
import { toMajor, type KindResult } from './kinds/shared';

export interface ReportResult {
  type: ReportKind;
  summary: Record<string, number>;
  data: ClubReport[];
  /** The scope each club was read in, in `data` order (the .xlsx reads master rows again by it). */
  scopes: ReportScope[];
}

/**
 * How each club's part is read: a first page (JSON), or what the .xlsx needs before its rows
 * ('file'): the summaries, except master's paid, refund and net, which the file adds up from
 * the rows it streams (ADR 0093), and whose total only says whether there is a row (0 or 1).
 */
export type ReadMode = { pageSize: number } | 'file';

function runKind(q: Queryable, kind: ReportKind, s: ReportScope, f: ReportFilter, mode: ReadMode): Promise<KindResult> {
  switch (kind) {
    case 'master':
      return mode === 'file' ? masterFileHead(q, s, f).then((r) => ({ ...r, rows: [], next: null })) : masterReport(q, s, f, mode.pageSize);
    case 'booking':
      return bookingReport(q, s, f);
    case 'balance':
      return balanceReport(q, s);
    case 'cancellation':
      return cancellationReport(q, s);
    case 'recharge':
      return rechargeReport(q, s, f.paid === 1);
    case 'credits':
      return creditsReport(q, s);
    case 'addon':
      return addonReport(q, s, f);
    case 'packages':
      return packagesReport(q, s);
  }
}

/** Minor-unit money keys → major units; counts stay as they are. */
function present(kind: ReportKind, minor: Record<string, number>): Record<string, number> {
  return Object.fromEntries(SUMMARY_KEYS[kind].map(({ key, money }) => [key, money ? toMajor(minor[key] ?? 0) : (minor[key] ?? 0)]));
}

/**
 * One report over the requested clubs the user may read (ADR 0034): each club's rows come
 * from its own queries in its own time zone; the overall summary adds the clubs' minor-unit
 * totals, so it is exactly the sum of the per-club summaries (and of the spreadsheet sheets).
 * Master sends a first page of rows with the club's total and the next page's key (ADR 0036);
 * the other kinds (bookings, members: far fewer rows) send every row with next null.
 */
export async function runReport(q: Queryable, kind: ReportKind, userId: number, f: ReportFilter, mode: ReadMode): Promise<ReportResult> {
  const clubs = await permittedClubs(q, userId, f.clubIds);
  const data: ClubReport[] = [];
  const scopes: ReportScope[] = [];
  const total: Record<string, number> = {};
  for (const club of clubs) {
    const scope: ReportScope = { clubId: club.clubId, timeZone: club.timeZone, startDate: f.startDate, endDate: f.endDate };
    scopes.push(scope);
    const part = await runKind(q, kind, scope, f, mode);
    for (const [key, value] of Object.entries(part.summaryMinor)) total[key] = (total[key] ?? 0) + value;
    data.push({
      clubId: club.clubId,
      clubName: club.clubName,
      rows: part.rows,
      summary: present(kind, part.summaryMinor),
      ...(part.closes ? { closes: part.closes } : {}),
      total: part.total ?? part.rows.length,
      next: part.next ?? null,
    });
  }
  return { type: kind, summary: present(kind, total), data, scopes };
}

/** True when no club has a row (or a cash close): the console shows the spec's notice. */
export function isEmptyReport(r: ReportResult): boolean {
  return r.data.every((c) => c.total === 0 && (c.closes?.length ?? 0) === 0);
}

/**
 * The next master page of one club the user may read; null when the club is not one of
 * theirs (the route answers "not found", as for any other club's id).
 */
export async function reportPage(
  q: Queryable,
  userId: number,
  f: MasterFilter & Pick<ReportFilter, 'startDate' | 'endDate'>,
  clubId: number,
  after: number,
  pageSize: number,
): Promise<{ rows: ReportRow[]; next: number | null } | null> {
  const [club] = await permittedClubs(q, userId, [clubId]);
  if (!club) return null;
  const scope: ReportScope = { clubId, timeZone: club.timeZone, startDate: f.startDate, endDate: f.endDate };
  const page = await masterPage(q, scope, f, after, pageSize + 1);
  const more = page.length > pageSize;
  const rows = more ? page.slice(0, pageSize) : page;
  return { rows, next: more ? (rows[rows.length - 1].transactionId as number) : null };
}
