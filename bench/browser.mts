/**
 * Just issue 33's browser figures (bench/browser/browser-run.ts) against a server started from
 * this checkout and its console build in dist/ (`npm run build` first), as `npm run bench` takes
 * them on its PGlite server:
 *
 *   npx tsx bench/browser.mts <PGlite data dir to copy | postgres://…> <port>
 *
 * A PGlite directory is copied first (each run books a slot), and the copy removed afterwards.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server-process';
import { measureBrowser } from './browser/browser-run';
import { formatTable } from './lib/results';

const [source, portText] = process.argv.slice(2);
if (!source || !portText) throw new Error('usage: browser.mts <PGlite data dir | postgres://…> <port>');
const isPg = source.startsWith('postgres');
let copy: string | null = null;
if (!isPg) {
  copy = await mkdtemp(path.join(path.resolve('bench/.data'), 'browser-'));
  await cp(source, copy, { recursive: true });
}
const server = await startServer({
  port: Number(portText),
  env: isPg ? { DATABASE_URL: source } : { DATA_DIR: copy!, DATABASE_URL: '' },
  logFile: path.join(os.tmpdir(), `browser-${portText}.log`),
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
  const rows = await measureBrowser({ baseUrl: server.baseUrl, database: isPg ? 'PostgreSQL' : 'PGlite', log });
  console.log(typeof rows === 'string' ? rows : `\n${formatTable(rows)}`);
} finally {
  await server.stop();
  if (copy) await rm(copy, { recursive: true, force: true });
}
