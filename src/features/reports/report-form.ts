import { i18n } from '../../lib/i18n/i18n';
import { BookedFilter, PaidFilter, REPORT_PAGE_SIZE, type ReportFilter, type ReportKind } from '../../../contract/reports';

/** The Reports screen's filters (spec 3 §2): period, clubs, and the per-kind extras. */
export interface ReportForm {
  mode: 'range' | 'single';
  from: string;
  to: string;
  clubIds: number[];
  /** Master: '' = All, else a handler username. */
  handler: string;
  paid: 0 | 1;
  booked: 0 | 1;
}

/** Kinds whose From and To do not follow each other (spec 3 §4: the credits report). */
const NO_FOLLOW: ReadonlySet<ReportKind> = new Set(['credits']);

/** From moved after To moves To up to it; To moved before From moves From back (spec 3 §4). */
export function setFrom(f: ReportForm, kind: ReportKind, from: string): ReportForm {
  if (f.mode === 'single') return { ...f, from, to: from };
  return { ...f, from, to: !NO_FOLLOW.has(kind) && from > f.to ? from : f.to };
}

export function setTo(f: ReportForm, kind: ReportKind, to: string): ReportForm {
  return { ...f, to, from: !NO_FOLLOW.has(kind) && to < f.from ? to : f.from };
}

/** Switching to Single Day keeps From as the day; back to Range starts as that one day. */
export function setMode(f: ReportForm, mode: ReportForm['mode']): ReportForm {
  return { ...f, mode, to: mode === 'single' ? f.from : f.to < f.from ? f.from : f.to };
}

export function periodError(f: ReportForm): string | null {
  return f.mode === 'range' && f.to < f.from ? i18n.t('reports:message.periodOrder') : null;
}

/** View Report and Download need at least one club and a valid period. */
export function canRun(f: ReportForm): boolean {
  return f.clubIds.length > 0 && periodError(f) === null;
}

export function initialForm(today: string): ReportForm {
  return {
    mode: 'range',
    from: `${today.slice(0, 8)}01`,
    to: today,
    clubIds: [],
    handler: '',
    paid: PaidFilter.all,
    booked: BookedFilter.transactionDate,
  };
}

/**
 * The body of POST /reports/{word}/multiple-clubs, whole as the server reads it (the endpoint
 * table types it so): the form's filters only where the kind has them, the server's defaults
 * for the rest, so a Paid or Booked choice made on one report never steers another.
 */
export function requestOf(kind: ReportKind, f: ReportForm): ReportFilter {
  const to = f.mode === 'single' ? f.from : f.to;
  return {
    clubIds: f.clubIds,
    startDate: f.from,
    endDate: to,
    ...(kind === 'master' ? { handler: f.handler || undefined } : {}),
    paid: kind === 'master' ? f.paid : PaidFilter.all,
    booked: kind === 'booking' || kind === 'addon' ? f.booked : BookedFilter.transactionDate,
    pageSize: REPORT_PAGE_SIZE,
  };
}

/** The /download page's query for the same report (clubIds comma-separated). */
export function downloadQuery(kind: ReportKind, f: ReportForm): Record<string, string | number | undefined> {
  const r = requestOf(kind, f);
  return {
    clubIds: r.clubIds.join(','),
    startDate: r.startDate,
    endDate: r.endDate,
    handler: r.handler,
    paid: kind === 'master' ? f.paid : undefined,
    booked: kind === 'booking' || kind === 'addon' ? f.booked : undefined,
  };
}
