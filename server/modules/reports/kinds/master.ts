import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { rows } from '../../../db/rows';
import type { ReportFilter, ReportRow } from '../../../../contract/reports';
import { inPeriod, localStamp, type ReportScope } from '../period';
import { toMajor, type KindResult } from './shared';
import { queryMasterPage, readMasterPage, type RawPage } from './master-rows';

/** The filters master reads (the page request has them too). */
export type MasterFilter = Pick<ReportFilter, 'handler' | 'user' | 'paid'>;

/** '' and 'All' (the select's first choice) mean every handler. */
export function handlerOf(f: MasterFilter): string | null {
  const h = (f.handler || f.user || '').trim();
  return h === '' || h.toLowerCase() === 'all' ? null : h;
}

/** Rows of the period that the filters keep (club, period, Handler, Only Paid). */
function kept(s: ReportScope, f: MasterFilter): SQL {
  const handler = handlerOf(f);
  // Opening rows (ADR 0074) were taken by the venue's old system: not this period's takings.
  return sql`t.club_id = ${s.clubId} AND NOT t.opening AND ${inPeriod(sql`t.created_at`, s)}
           ${handler === null ? sql`` : sql`AND t.handler = ${handler}`}
           ${f.paid === 1 ? sql`AND t.amount_minor <> 0 AND t.mode <> 0` : sql``}`;
}

/**
 * One page of master rows in (created_at, id) order after the row `after` (a transaction id;
 * null = from the start): keyset paging on the (club_id, created_at, id) index (0100), so page
 * 400 costs what page 1 does and a row written meanwhile never shifts the pages (ADR 0036).
 * An `after` that is not a row of this club gives an empty page.
 */
export function masterPage(q: Queryable, s: ReportScope, f: MasterFilter, after: number | null, limit: number): Promise<ReportRow[]> {
  return readMasterPage(q, s, kept(s, f), after, limit);
}

/**
 * Every master page of the club's period as the database's text, `size` rows at a time (the
 * .xlsx reads it this way). The next page is asked for as soon as a page's text arrives,
 * before anyone parses it, so the database works on it meanwhile.
 */
export async function* masterPageTexts(q: Queryable, s: ReportScope, f: MasterFilter, size: number): AsyncGenerator<RawPage> {
  const where = kept(s, f);
  let pending: Promise<RawPage> | null = queryMasterPage(q, s, where, null, size);
  try {
    while (pending) {
      const raw: RawPage = await pending;
      pending = raw.count === size && raw.last !== null ? queryMasterPage(q, s, where, raw.last, size) : null;
      if (raw.count > 0) yield raw;
    }
  } finally {
    // Stopped early (a client that went away): the query in flight must not reject unheard.
    pending?.catch(() => undefined);
  }
}

/** The period's cash closes (ADR 0034): the master report shows them under its rows. */
async function masterCloses(
  q: Queryable,
  s: ReportScope,
  f: MasterFilter,
): Promise<Pick<KindResult, 'closes'> & { count: number; difference: number }> {
  const handler = handlerOf(f);
  const closes = await rows<{
    closedAt: string;
    handler: string;
    expected: number;
    counted: number;
    difference: number;
    card: number;
    other: number;
    upi: number;
  }>(
    q,
    sql`SELECT ${localStamp(sql`closed_at`, s.timeZone)} AS "closedAt", handler, expected_cash_minor::float8 AS expected,
               counted_cash_minor::float8 AS counted, difference_minor::float8 AS difference, card_minor::float8 AS card, other_minor::float8 AS other,
               upi_minor::float8 AS upi
          FROM cash_closes
         WHERE club_id = ${s.clubId} AND ${inPeriod(sql`closed_at`, s)} ${handler === null ? sql`` : sql`AND handler = ${handler}`}
         ORDER BY closed_at, id`,
  );
  return {
    count: closes.length,
    difference: closes.reduce((n, c) => n + c.difference, 0),
    closes: closes.map((c) => ({
      closedAt: c.closedAt,
      handler: c.handler,
      expectedCash: toMajor(c.expected),
      countedCash: toMajor(c.counted),
      difference: toMajor(c.difference),
      card: toMajor(c.card),
      other: toMajor(c.other),
      upi: toMajor(c.upi),
    })),
  };
}

/** The summary's money keys from the period's paid (Σ positive) and refund (Σ |negative|) minor units and its closes. */
const masterSummaryMinor = (paid: number, refund: number, closes: { count: number; difference: number }): Record<string, number> => ({
  paid,
  refund,
  net: paid - refund,
  cashCloses: closes.count,
  closeDifference: closes.difference,
});

/**
 * Master summary without reading the rows: paid (Σ positive), refund (Σ |negative|), net and
 * the row count from one aggregate, then the cash closes of the period (ADR 0034, 0036).
 */
export async function masterSummary(q: Queryable, s: ReportScope, f: MasterFilter): Promise<Omit<KindResult, 'rows'> & { total: number }> {
  const totals = await rows<{ total: number; paid: number; refund: number }>(
    q,
    sql`SELECT count(*)::float8 AS total,
               COALESCE(sum(t.amount_minor) FILTER (WHERE t.amount_minor >= 0), 0)::float8 AS paid,
               COALESCE(-sum(t.amount_minor) FILTER (WHERE t.amount_minor < 0), 0)::float8 AS refund
          FROM transactions t
         WHERE ${kept(s, f)}`,
  );
  const { total, paid, refund } = totals[0] ?? { total: 0, paid: 0, refund: 0 };
  const closes = await masterCloses(q, s, f);
  return { total: Number(total), summaryMinor: masterSummaryMinor(paid, refund, closes), closes: closes.closes };
}

/**
 * What the master .xlsx needs before its rows (ADR 0093): whether the period has a row at all
 * (total 1 or 0: an empty report answers with a message, not a file) and the cash closes.
 * Paid, refund and net are NOT read here: the file adds up the rows it streams (masterPageTexts
 * gives each page's sums), so the year's rows are read once, not twice, and the summary under
 * a sheet is exactly the sum of the rows above it. Until then they are 0.
 */
export async function masterFileHead(q: Queryable, s: ReportScope, f: MasterFilter): Promise<Omit<KindResult, 'rows'> & { total: number }> {
  const [found] = await rows<{ any: boolean }>(q, sql`SELECT EXISTS (SELECT 1 FROM transactions t WHERE ${kept(s, f)}) AS any`);
  const closes = await masterCloses(q, s, f);
  return { total: found?.any ? 1 : 0, summaryMinor: masterSummaryMinor(0, 0, closes), closes: closes.closes };
}

/**
 * Master report: every money row of the period (payments positive, refunds negative), so
 * paid − refund = net is exactly what the drawer and the bank took. "Only Paid" leaves out the
 * zero rows a booking without advance writes (mode No Pay). The cash closes of the period come
 * with it (ADR 0034). The summary is SQL aggregates; the rows come a page at a time (ADR 0036).
 */
export async function masterReport(q: Queryable, s: ReportScope, f: MasterFilter, pageSize: number): Promise<KindResult> {
  const summary = await masterSummary(q, s, f);
  if (summary.total === 0) return { ...summary, rows: [], next: null };
  // One row more than the page tells whether another page follows without a second count.
  const page = await masterPage(q, s, f, null, pageSize + 1);
  const more = page.length > pageSize;
  const rowsOut = more ? page.slice(0, pageSize) : page;
  return { ...summary, rows: rowsOut, next: more ? (rowsOut[rowsOut.length - 1].transactionId as number) : null };
}
