/**
 * `npm run bench`: the real API server on a generated dataset (PGlite, then PostgreSQL),
 * latency and throughput per endpoint, then the console's chunk sizes. Prints figures and never
 * fails on timing: the exit code is non-zero only when the harness itself breaks.
 */
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createDb } from '../server/db/client';
import { parseOptions, type BenchOptions } from './lib/options';
import { formatTable, type ResultRow } from './lib/results';
import { killLeftoverServers, startServer, type RunningServer } from './lib/server-process';
import { measureReports } from './lib/reports-run';
import { measureRestart } from './lib/restart-reads';
import { formatAims } from './lib/aims-table';
import { measureBrowser } from './browser/browser-run';
import { measureSuite } from './lib/suite';
import { buildDataset, type DatasetSummary } from './dataset/build';
import { DATA_ROOT, cachedPgliteDataset, workingCopy } from './dataset/pglite-cache';
import { privatePostgresUnavailable, sharedPostgres, startPrivatePostgres, type BenchPostgres } from './dataset/postgres';
import { ensureConsoleBuild, formatSizes, LOGIN_AIM_KB, measureConsole } from './sizes/console-sizes';
import { measureGrid } from './sizes/grid-figures';
import { catalogueFigures } from './catalogue';

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

let runningPg: BenchPostgres | null = null;
async function emergencyCleanup() {
  killLeftoverServers();
  if (runningPg) await runningPg.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the bench server and database`);
    void emergencyCleanup().finally(() => process.exit(130));
  });
}

/** A started server's boot work (migrations check, caches, jobs) settles before it is measured. */
const FRESH_SETTLE_MS = 3000;

function describeDataset(kind: string, s: DatasetSummary, how: string) {
  const b = s.bookings;
  log(
    `${kind} dataset (${how}, built for ${s.builtOn} in ${s.seconds} s): ${s.clubs} clubs, ${s.courts} courts, ${s.users} users, ` +
      `${s.sessions} sessions, ${s.customers} customers, ${s.members} members` +
      (b
        ? `, ${b.bookings} bookings, ${b.bookedSlots} booked slots, ${b.transactions} transactions`
        : ', no bookings (booking schema missing)'),
  );
}

async function withServer<T>(
  env: Record<string, string>,
  opts: BenchOptions,
  logName: string,
  work: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer({ port: opts.port, env, logFile: path.join(DATA_ROOT, logName) });
  log(`server started (PID ${server.pid}) at ${server.baseUrl}, output in ${path.relative(process.cwd(), server.logFile)}`);
  try {
    return await work(server);
  } finally {
    await server.stop();
    log(`server PID ${server.pid} stopped`);
  }
}

async function benchServer(
  db: 'pglite' | 'pg',
  env: Record<string, string>,
  opts: BenchOptions,
  hasBookings: boolean,
): Promise<ResultRow[]> {
  const database = db === 'pg' ? 'PostgreSQL' : 'PGlite';
  const rows = await withServer(env, opts, `server-${db}.log`, (server) =>
    measureSuite({ baseUrl: server.baseUrl, database, opts, hasBookings, log, serverPid: server.pid }),
  );
  // The suite's server has served every phase before the report, and its heap shows them. The
  // report's own memory and time are read again on a server that has done nothing else.
  const fresh = await withServer(env, opts, `server-${db}-fresh.log`, async (server) => {
    await new Promise((resolve) => setTimeout(resolve, FRESH_SETTLE_MS));
    return measureReports({ baseUrl: server.baseUrl, database, log, serverPid: server.pid, label: ' on a fresh server' });
  });
  // Issue 33: a server just started, at rest and at its first reads (before any other request).
  const restart = await withServer(env, opts, `server-${db}-restart.log`, async (server) => {
    await new Promise((resolve) => setTimeout(resolve, FRESH_SETTLE_MS));
    return measureRestart({ baseUrl: server.baseUrl, database, log, serverPid: server.pid });
  });
  // Issue 33: the console in Chromium against this server and dataset (PGlite only: the figures
  // are the browser's; one database keeps the run short). Needs the console build in dist/.
  let browser: ResultRow[] = [];
  if (db === 'pglite' && opts.browser) {
    if (!opts.skipBuild) log(ensureConsoleBuild(log));
    const result = await withServer(env, opts, `server-${db}-browser.log`, (server) =>
      measureBrowser({ baseUrl: server.baseUrl, database, log }),
    );
    if (typeof result === 'string') browserSkipped = result;
    else browser = result;
  }
  return [...rows, ...fresh, ...restart, ...browser];
}

/** Why the browser rows are missing, when they are. */
let browserSkipped: string | undefined;

async function runPglite(opts: BenchOptions): Promise<ResultRow[]> {
  const { dir, summary, reused } = await cachedPgliteDataset({ rebuild: opts.rebuild, log });
  describeDataset('PGlite', summary, reused ? 'cached' : 'just built');
  const copy = await workingCopy(dir);
  try {
    return await benchServer('pglite', { DATA_DIR: copy.dir, DATABASE_URL: '' }, opts, summary.bookings !== null);
  } finally {
    await copy.remove();
  }
}

async function runPostgres(opts: BenchOptions): Promise<ResultRow[] | string> {
  if (!opts.databaseUrl) {
    const why = privatePostgresUnavailable();
    if (why) return why;
  }
  runningPg = opts.databaseUrl ? await sharedPostgres(opts.databaseUrl) : await startPrivatePostgres(log);
  try {
    log(`building the dataset in ${runningPg.describe}, database courtdesk_bench`);
    const handle = await createDb({ databaseUrl: runningPg.url, poolSize: 1 });
    let summary: DatasetSummary;
    try {
      summary = await buildDataset(handle, log);
    } finally {
      await handle.close();
    }
    describeDataset('PostgreSQL', summary, 'just built');
    return await benchServer('pg', { DATABASE_URL: runningPg.url }, opts, summary.bookings !== null);
  } finally {
    await runningPg.stop();
    runningPg = null;
  }
}

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  await mkdir(DATA_ROOT, { recursive: true });
  console.log(
    `Courtdesk bench — ${new Date().toISOString()} — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}\n` +
      `databases: ${opts.databases.join(', ')}; ${opts.seconds} s per endpoint; booking runs: 1 desk${opts.bookingDesks > 1 ? ` and ${opts.bookingDesks} desks` : ''}, ` +
      `≤ ${opts.bookings} bookings per desk\n`,
  );
  const rows: ResultRow[] = [];
  const skipped: string[] = [];
  for (const db of opts.databases) {
    if (db === 'pglite') rows.push(...(await runPglite(opts)));
    else {
      const result = await runPostgres(opts);
      if (typeof result === 'string') {
        skipped.push(`PostgreSQL run skipped: ${result}`);
        log(skipped.at(-1)!);
      } else rows.push(...result);
    }
  }

  console.log('\nAPI latency and throughput (client and server share this machine)\n');
  console.log(formatTable(rows));
  for (const s of skipped) console.log(`\n${s}`);

  console.log('\nConsole bundle (dist/assets, gzip = node:zlib default level)\n');
  let loginKb: number | null = null;
  if (opts.skipBuild && !existsSync('dist/index.html')) {
    console.log('--skip-build and no dist/: sizes skipped (run `npx vite build` first)');
  } else {
    const note = opts.skipBuild ? 'existing dist/ (--skip-build)' : ensureConsoleBuild(log);
    console.log(`(${note})`);
    const sizes = measureConsole();
    loginKb = sizes.loginUsable.gzip / 1024;
    console.log(formatSizes(sizes, LOGIN_AIM_KB));
    console.log('\nConsole grid (issue 14)\n');
    console.log(measureGrid(log));
  }
  console.log(`\n${await catalogueFigures(log)}`);
  console.log('\nIssue 33: what a person waits for, each figure beside its aim\n');
  const browserWhy = !opts.browser ? 'BENCH_BROWSER=0' : !opts.databases.includes('pglite') ? 'runs with --db=pglite' : browserSkipped;
  console.log(formatAims({ rows, loginKb, browserWhy }));
  console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().then(
  () => process.exit(0),
  async (err: unknown) => {
    console.error(`\nbench harness failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await emergencyCleanup();
    process.exit(1);
  },
);
