/**
 * Just issue 33's browser figures (bench/browser/browser-run.ts) against a server started from
 * this checkout and its console build in dist/ (`npm run build` first), as `npm run bench` takes
 * them on its PGlite server:
 *
 *   npx tsx bench/browser.mts <PGlite data dir to copy | postgres://…> <port>
 *
 * A PGlite directory is copied first (each run books a slot), and the copy removed afterwards.
 */
import { startStandaloneServer } from './lib/standalone-server';
import { measureBrowser } from './browser/browser-run';
import { formatTable } from './lib/results';

const [source, portText] = process.argv.slice(2);
if (!source || !portText) throw new Error('usage: browser.mts <PGlite data dir | postgres://…> <port>');
const { server, database, close } = await startStandaloneServer(source, Number(portText), 'browser');
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
try {
  const rows = await measureBrowser({ baseUrl: server.baseUrl, database, log });
  console.log(typeof rows === 'string' ? rows : `\n${formatTable(rows)}`);
} finally {
  await close();
}
