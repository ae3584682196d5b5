import { BROWSER_ROW, BROWSER_RUNS } from '../browser/browser-row';
import { RESTART_READ, IDLE_MEMORY_ROW } from './restart-reads';
import type { ResultRow } from './results';

/** What the summary reads besides the API rows: the console's login weight and the browser's figures (ms). */
export interface AimInputs {
  rows: ResultRow[];
  /** JS + CSS gzip before the login screen is usable, KB; null when the sizes were skipped. */
  loginKb: number | null;
  /** Why the browser rows (bench/browser, `Chromium: …`) are missing, when they are. */
  browserWhy?: string;
}

interface Line {
  what: string;
  figures: string;
  aim: string;
  met: boolean | null;
}

const DATABASES = ['PGlite', 'PostgreSQL'] as const;
const ms = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '-' : `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms`);
const mb = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '-' : `${n.toFixed(0)} MB`);

/** A figure per database (PGlite / PostgreSQL) from the API rows, met when every present one is within the aim. */
function perDatabase(pick: (db: string) => number | undefined, limit: number, show: (n: number | undefined) => string) {
  const values = DATABASES.map((db) => pick(db));
  const present = values.filter((v): v is number => v !== undefined && Number.isFinite(v));
  return { figures: values.map(show).join(' / '), met: present.length ? present.every((v) => v <= limit) : null };
}

const row = (rows: ResultRow[], endpoint: string, db: string) => rows.find((r) => r.endpoint === endpoint && r.database === db);

/** The rows of issue 33's table, each figure beside its aim (PGlite / PostgreSQL where the API runs). */
export function aimLines(input: AimInputs): Line[] {
  const { rows } = input;
  const lines: Line[] = [];
  const api = (what: string, aim: string, limit: number, pick: (db: string) => number | undefined, show = ms) =>
    lines.push({ what, aim, ...perDatabase(pick, limit, show) });
  const inBrowser = (what: string, endpoint: string, limit: number) => {
    const v = rows.find((r) => r.endpoint === endpoint)?.p50;
    lines.push({
      what,
      aim: `≤ ${limit} ms`,
      figures: v === undefined ? `not run${input.browserWhy ? ` (${input.browserWhy})` : ''}` : ms(v),
      met: v === undefined ? null : v <= limit,
    });
  };

  inBrowser(
    `pick a sport → grid drawn in Chromium, 30 courts (median of ${BROWSER_RUNS})`,
    BROWSER_ROW('sport → grid drawn, 30 courts', 1),
    120,
  );
  inBrowser(
    `pick a sport → grid drawn in Chromium, 332 courts (median of ${BROWSER_RUNS})`,
    BROWSER_ROW('sport → grid drawn, 332 courts', 1),
    250,
  );
  api(
    'first read of a day, 30 courts, warm server',
    '≤ 25 ms',
    25,
    (db) => row(rows, 'POST /api/availability (30 courts) first read', db)?.p50,
  );
  api('first read of a day, 30 courts, right after a restart', '≤ 50 ms', 50, (db) => row(rows, RESTART_READ(30), db)?.p50);
  api('first read of the 332-court day, right after a restart', '≤ 100 ms', 100, (db) => row(rows, RESTART_READ(332), db)?.p50);
  lines.push({
    what: 'first read against LibreBooking (page + reservations call)',
    aim: '≥ 20× faster at every size',
    figures: 'not in the bench (bench/README.md says how)',
    met: null,
  });
  api(
    'member search by phone at 100 req/s, p99 (5,000 members a club)',
    '≤ 5 ms',
    5,
    (db) => row(rows, 'GET /api/member/search (phone) at 100 req/s', db)?.p99,
  );
  api('server memory, idle (RSS after start)', '≤ 200 MB', 200, (db) => row(rows, IDLE_MEMORY_ROW, db)?.figures?.rssMb, mb);
  api(
    "server memory, peak during the year's report in the suite",
    '≤ 300 MB',
    300,
    (db) => row(rows, 'GET …/transactions/multiple-clubs/download (.xlsx)', db)?.figures?.peakMb,
    mb,
  );
  api("year's master report .xlsx", '≤ 3 s', 3000, (db) => row(rows, 'GET …/transactions/multiple-clubs/download (.xlsx)', db)?.p50);
  lines.push({
    what: 'JS + CSS before the login screen is usable (gzip)',
    aim: '≤ 150 KB',
    figures: input.loginKb === null ? 'not measured' : `${input.loginKb.toFixed(1)} KB`,
    met: input.loginKb === null ? null : input.loginKb <= 150,
  });
  const saturday = rows.filter((r) => r.endpoint.startsWith('Saturday'));
  for (const pace of ['human rate', '2× human rate']) {
    const of = (db: string) => saturday.filter((r) => r.database === db && r.endpoint.includes(`(${pace})`));
    const worst = (db: string) => (of(db).length ? Math.max(...of(db).map((r) => r.p99)) : undefined);
    const errors = (db: string) => of(db).reduce((n, r) => n + r.non2xx + r.notOk, 0);
    const pg = worst('PGlite');
    lines.push({
      what: `busy Saturday, 12 desks at ${pace}: worst action p99, errors`,
      aim: '≤ 100 ms on PGlite, 0 errors',
      figures: DATABASES.map((db) => (of(db).length ? `${ms(worst(db))}, ${errors(db)} errors` : '-')).join(' / '),
      met: pg === undefined ? null : pg <= 100 && errors('PGlite') === 0,
    });
  }
  return lines;
}

/** Issue 33's table as text: what, figures (PGlite / PostgreSQL), aim, met. */
export function formatAims(input: AimInputs): string {
  const lines = aimLines(input);
  const head = ['what a person waits for', 'figure (PGlite / PostgreSQL)', 'aim', ''];
  const body = lines.map((l) => [l.what, l.figures, l.aim, l.met === null ? '' : l.met ? 'met' : 'NOT met']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (i === 1 ? Math.min(b[i].length, 40) : b[i].length))));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [fmt(head), fmt(widths.map((w) => '-'.repeat(w))), ...body.map(fmt)].join('\n');
}
