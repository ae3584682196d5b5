/**
 * A server's first reads on its own, for comparing builds or node flags without a whole bench
 * (issue 33): `npx tsx bench/restart-probe.mts <PGlite dataset dir | postgres://…> <port> [rounds]`.
 * Each round starts the bundled server fresh on a copy of the dataset, waits as the bench does,
 * then prints its idle memory, the first read of the 30-court and of the 332-court day, and a
 * first read of another day once the server has served both (the bench's "warm" first read).
 * `BENCH_NODE_ARGS` passes flags to the server's node.
 */
import { todayInBenchZone } from './dataset/build';
import { addDays } from './dataset/foundation';
import { BENCH_ACTIVITY, BENCH_CLUB_KEY, BENCH_PASSWORD, deskUsername } from './dataset/spec';
import { probeDay } from './lib/day-reads';
import { call, login } from './lib/http';
import { memoryOf } from './lib/memory';
import { measureRestart } from './lib/restart-reads';
import { startStandaloneServer } from './lib/standalone-server';

const [given, portText, roundsText] = process.argv.slice(2);
if (!given || !portText) {
  console.error('usage: npx tsx bench/restart-probe.mts <dataset dir | postgres://…> <port> [rounds]');
  process.exit(2);
}
const SETTLE_MS = 3000;
for (let round = 1; round <= Number(roundsText ?? 1); round++) {
  const run = await startStandaloneServer(given, Number(portText), 'restart-probe');
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const rows = await measureRestart({ baseUrl: run.server.baseUrl, database: run.database, log: () => {}, serverPid: run.server.pid });
    const { token } = await login(run.server.baseUrl, deskUsername(BENCH_CLUB_KEY, 1), BENCH_PASSWORD);
    const activities = (await call(run.server.baseUrl, 'GET', '/api/activities', { token })).body.activities as {
      activityId: number;
      activityName: string;
    }[];
    const activity = activities.find((a) => a.activityName === BENCH_ACTIVITY)!;
    const warm = await probeDay(run.server.baseUrl, token, { activityId: activity.activityId, date: addDays(todayInBenchZone(), 9) });
    const memory = await memoryOf(run.server.pid);
    const figures = rows.map((r) => (Number.isNaN(r.p50) ? r.note : `${r.endpoint}: ${r.p50.toFixed(1)} ms`));
    console.log(
      `round ${round} (${run.database}, load ${(await import('node:os')).loadavg()[0].toFixed(2)}): ${figures.join(' | ')} | ` +
        `warm first read (30 courts, day 9) ${warm.firstMs.toFixed(1)} ms | RSS after ${memory?.rss.toFixed(0)} MB, peak ${memory?.peak.toFixed(0)} MB`,
    );
  } finally {
    await run.close();
  }
}
