import type { Queryable } from '../../db/client';
import type { ClubReport, ReportFilter, ReportKind } from '../../../contract/reports';
import { SUMMARY_KEYS } from '../../../contract/reports-columns';
import { permittedClubs } from './clubs';
import type { ReportScope } from './period';
import { addonReport } from './kinds/addons';
import { balanceReport, bookingReport } from './kinds/bookings';
import { cancellationReport } from './kinds/cancellations';
import { masterReport } from './kinds/master';
import { creditsReport, packagesReport, rechargeReport } from './kinds/members';
import { toMajor, type KindResult } from './kinds/shared';

export interface ReportResult {
  type: ReportKind;
  summary: Record<string, number>;
  data: ClubReport[];
}

function runKind(q: Queryable, kind: ReportKind, s: ReportScope, f: ReportFilter): Promise<KindResult> {
  switch (kind) {
    case 'master':
      return masterReport(q, s, f);
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
 */
export async function runReport(q: Queryable, kind: ReportKind, userId: number, f: ReportFilter): Promise<ReportResult> {
  const clubs = await permittedClubs(q, userId, f.clubIds);
  const data: ClubReport[] = [];
  const total: Record<string, number> = {};
  for (const club of clubs) {
    const scope: ReportScope = { clubId: club.clubId, timeZone: club.timeZone, startDate: f.startDate, endDate: f.endDate };
    const part = await runKind(q, kind, scope, f);
    for (const [key, value] of Object.entries(part.summaryMinor)) total[key] = (total[key] ?? 0) + value;
    data.push({
      clubId: club.clubId,
      clubName: club.clubName,
      rows: part.rows,
      summary: present(kind, part.summaryMinor),
      ...(part.closes ? { closes: part.closes } : {}),
    });
  }
  return { type: kind, summary: present(kind, total), data };
}

/** True when no club has a row (or a cash close): the console shows the spec's notice. */
export function isEmptyReport(r: ReportResult): boolean {
  return r.data.every((c) => c.rows.length === 0 && (c.closes?.length ?? 0) === 0);
}
