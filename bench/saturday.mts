/**
 * Just issue 33's busy Saturday (bench/lib/saturday-run.ts) against a server started from this
 * checkout, as `npm run bench` runs it near the end of its suite:
 *
 *   npx tsx bench/saturday.mts <PGlite data dir to copy | postgres://…> <port> [seconds per pace]
 *
 * A PGlite directory is copied first (the desks book, pay and check in), and the copy removed
 * afterwards. The default is 60 s per pace, as in the bench (BENCH_SATURDAY_SECONDS there).
 */
import { startStandaloneServer } from './lib/standalone-server';
import { runSaturday } from './lib/saturday-run';
import { formatTable } from './lib/results';

const [source, portText, secondsText] = process.argv.slice(2);
if (!source || !portText) throw new Error('usage: saturday.mts <PGlite data dir | postgres://…> <port> [seconds per pace]');
const { server, database, close } = await startStandaloneServer(source, Number(portText), 'saturday');
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
try {
  const rows = await runSaturday({
    baseUrl: server.baseUrl,
    database,
    seconds: Number(secondsText ?? 60),
    log,
  });
  console.log(`\n${formatTable(rows)}`);
} finally {
  await close();
}
