/**
 * Issue 33's member search at 100 req/s alone, several rounds on one server started from this
 * checkout, to compare two server builds or settings without a whole `npm run bench`:
 *
 *   npx tsx bench/lookup-probe.mts <PGlite data dir to copy | postgres://…> <port> [rounds] [seconds]
 *
 * The server inherits this process's environment (e.g. `JOBS=0` to run it without background
 * jobs). Each round prints the steady-rate row as the bench does (p50/p99 from each send).
 */
import { startStandaloneServer } from './lib/standalone-server';
import { measureLookupSteady } from './lib/lookup-load';
import { memberSearchSpec } from './lib/members-run';
import { login } from './lib/http';
import { BENCH_CLUB_KEY, BENCH_PASSWORD, deskUsername } from './dataset/spec';

const [source, portText, roundsText, secondsText] = process.argv.slice(2);
if (!source || !portText) throw new Error('usage: lookup-probe.mts <PGlite data dir | postgres://…> <port> [rounds] [seconds]');
const { server, database, close } = await startStandaloneServer(source, Number(portText), 'lookup');
try {
  // As the bench: the start's own work (warming, jobs starting) settles before anything is measured.
  await new Promise((r) => setTimeout(r, 3000));
  const { token } = await login(server.baseUrl, deskUsername(BENCH_CLUB_KEY, 1), BENCH_PASSWORD);
  for (let round = 1; round <= Number(roundsText ?? 3); round++) {
    const steady = await measureLookupSteady(server.baseUrl, database, memberSearchSpec(token, Number(secondsText ?? 10)));
    console.log(
      `round ${round}: p50 ${steady.p50.toFixed(2)} ms, p99 ${steady.p99.toFixed(2)} ms, ${steady.requests} requests, notOk ${steady.notOk}`,
    );
  }
} finally {
  await close();
}
