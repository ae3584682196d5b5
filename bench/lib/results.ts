/** One row of the results table. */
export interface ResultRow {
  endpoint: string;
  database: string;
  requests: number;
  p50: number;
  p99: number;
  reqPerSec: number;
  non2xx: number;
  /** 2xx replies whose requestStatus was not 1 (business failures). */
  notOk: number;
  /** What the figure is compared with, e.g. "p99 ≤ 25 ms at 300 req/s". */
  aim?: string;
  note?: string;
  /** Figures other than latency that a summary reads (e.g. the server's peak memory, MB); not printed in the table. */
  figures?: Record<string, number>;
}

/** Nearest-rank percentile of a list of latencies (ms). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** Plain-text table: fixed columns, then the aim and notes. */
export function formatTable(rows: ResultRow[]): string {
  const header = ['endpoint', 'database', 'requests', 'p50 ms', 'p99 ms', 'req/s', 'non-2xx', 'status≠1', 'aim'];
  const body = rows.map((r) => [
    r.endpoint,
    r.database,
    String(r.requests),
    fmt(r.p50),
    fmt(r.p99),
    fmt(r.reqPerSec),
    String(r.non2xx),
    String(r.notOk),
    r.aim ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const right = new Set([2, 3, 4, 5, 6, 7]);
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const notes = rows.filter((r) => r.note).map((r) => `  * ${r.endpoint} (${r.database}): ${r.note}`);
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line), ...(notes.length ? ['', ...notes] : [])].join('\n');
}
