import { todayInBenchZone } from '../dataset/build';
import { addDays } from '../dataset/foundation';
import { BENCH_PASSWORD, OWNER_USERNAME } from '../dataset/spec';
import { call, login } from './http';
import { memoryOf } from './memory';
import type { ResultRow } from './results';

interface Ctx {
  baseUrl: string;
  database: string;
  log: (line: string) => void;
  serverPid?: number;
  /** Added to each row's endpoint, e.g. ' on a fresh server'. */
  label?: string;
}

/** A year over three clubs may be far past its aim: the bench waits this long, then reports it. */
const LIMIT_MS = 180_000;

const rowOf =
  (label: string) =>
  (endpoint: string, database: string, ms: number, ok: boolean, note: string): ResultRow => ({
    endpoint: `${endpoint}${label}`,
    database,
    requests: 1,
    p50: ms,
    p99: ms,
    reqPerSec: NaN,
    non2xx: 0,
    notOk: ok ? 0 : 1,
    note,
  });

/**
 * Issue 13: a year's master report over the three clubs the bench owner runs, as JSON and as
 * the .xlsx the /download page fetches (aims: JSON ≤ 1 s, .xlsx ≤ 3 s since issue 33, server memory ≤ 300 MB).
 * Memory is the server's peak resident size (VmHWM) after both, with the resident size before.
 */
export async function measureReports(ctx: Ctx): Promise<ResultRow[]> {
  const row = rowOf(ctx.label ?? '');
  let token: string;
  try {
    token = (await login(ctx.baseUrl, OWNER_USERNAME, BENCH_PASSWORD)).token;
  } catch {
    ctx.log(`${OWNER_USERNAME} cannot sign in: reports skipped (dataset built before issue 13?)`);
    return [];
  }
  const clubs = ((await call(ctx.baseUrl, 'GET', '/api/reports/clubs', { token })).body.clubs ?? []) as { clubId: number }[];
  const today = todayInBenchZone();
  const request = { clubIds: clubs.map((c) => c.clubId), startDate: addDays(today, -365), endDate: today };
  const before = await memoryOf(ctx.serverPid);
  ctx.log(`reports: a year's master report for ${clubs.length} clubs${ctx.label ?? ''}`);

  let json;
  try {
    json = await call(ctx.baseUrl, 'POST', '/api/reports/transactions/multiple-clubs', {
      token,
      body: request,
      signal: AbortSignal.timeout(LIMIT_MS),
    });
  } catch (err) {
    ctx.log(`reports: the year's JSON report did not answer within ${LIMIT_MS / 1000} s (${(err as Error).name}); .xlsx not tried`);
    return [
      row(
        'POST /api/reports/transactions/multiple-clubs (year, 3 clubs)',
        ctx.database,
        LIMIT_MS,
        false,
        `no answer within ${LIMIT_MS / 1000} s; aim ≤ 1 s`,
      ),
    ];
  }
  // The reply holds each club's summary, row count and first page (ADR 0036).
  const data = (json.body.data ?? []) as { rows: unknown[]; total: number }[];
  const count = data.reduce((n, c) => n + c.total, 0);
  const sent = data.reduce((n, c) => n + c.rows.length, 0);
  const jsonRow = row(
    'POST /api/reports/transactions/multiple-clubs (year, 3 clubs)',
    ctx.database,
    json.ms,
    json.body.requestStatus === 1,
    `${count} rows (${sent} sent as first pages); aim ≤ 1 s`,
  );

  const query = new URLSearchParams({ clubIds: request.clubIds.join(','), startDate: request.startDate, endDate: request.endDate });
  const started = performance.now();
  let res: Response;
  let bytes: number;
  try {
    res = await fetch(`${ctx.baseUrl}/api/reports/transactions/multiple-clubs/download?${query.toString()}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(LIMIT_MS),
    });
    bytes = (await res.arrayBuffer()).byteLength;
  } catch (err) {
    ctx.log(`reports: the .xlsx did not arrive within ${LIMIT_MS / 1000} s (${(err as Error).name})`);
    return [
      jsonRow,
      row(
        'GET …/transactions/multiple-clubs/download (.xlsx)',
        ctx.database,
        LIMIT_MS,
        false,
        `no file within ${LIMIT_MS / 1000} s; aim ≤ 3 s`,
      ),
    ];
  }
  const xlsxMs = performance.now() - started;
  const after = await memoryOf(ctx.serverPid);
  const memory = after
    ? `; server RSS ${before?.rss.toFixed(0) ?? '?'} MB before (peak so far ${before?.peak.toFixed(0) ?? '?'} MB), RSS ${after.rss.toFixed(0)} MB and peak ${after.peak.toFixed(0)} MB after (aim ≤ 300 MB)`
    : '; server memory not readable';
  const xlsxRow = row(
    'GET …/transactions/multiple-clubs/download (.xlsx)',
    ctx.database,
    xlsxMs,
    res.ok && (res.headers.get('content-type') ?? '').includes('spreadsheet'),
    `${(bytes / 1024 / 1024).toFixed(1)} MB file; aim ≤ 3 s (issue 33)${memory}`,
  );
  if (after) xlsxRow.figures = { peakMb: after.peak, rssBeforeMb: before?.rss ?? NaN };
  ctx.log(`reports: JSON ${json.ms.toFixed(0)} ms (${count} rows), .xlsx ${xlsxMs.toFixed(0)} ms${memory}`);
  return [jsonRow, xlsxRow];
}
