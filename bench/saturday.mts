/**
 * Just issue 33's busy Saturday (bench/lib/saturday-run.ts) against a server started from this
 * checkout, as `npm run bench` runs it near the end of its suite:
 *
 *   npx tsx bench/saturday.mts <PGlite data dir to copy | postgres://…> <port> [seconds per pace]
 *
 * A PGlite directory is copied first (the desks book, pay and check in), and the copy removed
 * afterwards. The default is 60 s per pace, as in the bench (BENCH_SATURDAY_SECONDS there).
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server-process';
import { runSaturday } from './lib/saturday-run';
import { formatTable } from './lib/results';

const [source, portText, secondsText] = process.argv.slice(2);
if (!source || !portText) throw new Error('usage: saturday.mts <PGlite data dir | postgres://…> <port> [seconds per pace]');
const isPg = source.startsWith('postgres');
let copy: string | null = null;
if (!isPg) {
  copy = await mkdtemp(path.join(path.resolve('bench/.data'), 'saturday-'));
  await cp(source, copy, { recursive: true });
}
const server = await startServer({
  port: Number(portText),
  env: isPg ? { DATABASE_URL: source } : { DATA_DIR: copy!, DATABASE_URL: '' },
  logFile: path.join(os.tmpdir(), `saturday-${portText}.log`),
});
// Interrupted: stop the server and drop the copy, as the end of the run would.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server
      .stop()
      .then(() => (copy ? rm(copy, { recursive: true, force: true }) : undefined))
      .finally(() => process.exit(130));
  });
}
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
try {
  const rows = await runSaturday({
    baseUrl: server.baseUrl,
    database: isPg ? 'PostgreSQL' : 'PGlite',
    seconds: Number(secondsText ?? 60),
    log,
  });
  console.log(`\n${formatTable(rows)}`);
} finally {
  await server.stop();
  if (copy) await rm(copy, { recursive: true, force: true });
}
