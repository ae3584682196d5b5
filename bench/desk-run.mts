/**
 * Just the two figures of issue 14 items 3 and 4, against a server started from this checkout
 * (ADR 0039): a day's first read (cache miss) of the 30-court and the 332-court day, and the
 * four-desk booking run (bench/lib/booking-run.ts, closed loop), as `npm run bench` measures them.
 *
 *   npx tsx bench/desk-run.mts <PGlite data dir to copy | postgres://…> <port> [seconds] [first-read days]
 *
 * A PGlite directory is copied first (the run books), and the copy removed afterwards.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server-process';
import { call, login } from './lib/http';
import { probeDay } from './lib/day-reads';
import { findFreeSlots, runBookings } from './lib/booking-run';
import { addDays } from './dataset/foundation';
import { todayInBenchZone } from './dataset/build';
import { BENCH_ACTIVITY, BENCH_CLUB_KEY, BENCH_PASSWORD, WIDE_CLUB_KEY, deskUsername } from './dataset/spec';

const [source, portText, secondsText, daysText] = process.argv.slice(2);
if (!source || !portText) throw new Error('usage: desk-run.mts <PGlite data dir | postgres://…> <port> [seconds] [first-read days]');
const port = Number(portText);
const seconds = Number(secondsText ?? 20);
const firstReadDays = Number(daysText ?? 3);
const isPg = source.startsWith('postgres');

let copy: string | null = null;
if (!isPg) {
  copy = await mkdtemp(path.join(path.resolve('bench/.data'), 'desk-run-'));
  await cp(source, copy, { recursive: true });
}
const server = await startServer({
  port,
  env: isPg ? { DATABASE_URL: source } : { DATA_DIR: copy!, DATABASE_URL: '' },
  logFile: path.join(os.tmpdir(), `desk-run-${port}.log`),
});
const database = isPg ? 'PostgreSQL' : 'PGlite';
try {
  const today = todayInBenchZone();
  const activityOf = async (token: string) => {
    const list = (await call(server.baseUrl, 'GET', '/api/activities', { token })).body.activities as {
      activityId: number;
      activityName: string;
    }[];
    return list.find((a) => a.activityName === BENCH_ACTIVITY)!.activityId;
  };
  // First reads: days 7, 8, … ahead (each a cache miss), the 30-court club then the 332-court one.
  for (const club of [BENCH_CLUB_KEY, WIDE_CLUB_KEY]) {
    const { token } = await login(server.baseUrl, deskUsername(club, 1), BENCH_PASSWORD);
    const activityId = await activityOf(token);
    const firsts: string[] = [];
    for (let d = 0; d < firstReadDays; d++) {
      const probe = await probeDay(server.baseUrl, token, { activityId, date: addDays(today, 7 + d) });
      firsts.push(`${probe.firstMs.toFixed(1)} ms (${probe.courts} courts, ${probe.booked}/${probe.slots} booked)`);
    }
    console.log(`${database} ${club} first reads: ${firsts.join(', ')}`);
  }

  const desks = [];
  for (let i = 1; i <= 4; i++) desks.push(await login(server.baseUrl, deskUsername(BENCH_CLUB_KEY, i), BENCH_PASSWORD));
  const activityId = await activityOf(desks[0].token);
  // Days 65–95 ahead: past the bench's own booking days (35–64), so runs do not eat each other's slots.
  const free = await findFreeSlots(
    server.baseUrl,
    desks[0].token,
    [activityId],
    Array.from({ length: 30 }, (_, i) => addDays(today, 65 + i)),
    4 * 300,
  );
  const seed = Math.floor(Date.now() / 1000) % 100_000;
  const rows = await runBookings({
    baseUrl: server.baseUrl,
    database,
    tokens: desks.map((d) => d.token),
    slots: free,
    perDesk: 300,
    seconds,
    customerSeed: seed,
    aim: 'p99 ≤ 50 ms',
  });
  for (const r of rows) {
    console.log(
      `${database} ${r.endpoint}: ${r.requests} requests, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.reqPerSec.toFixed(1)}/s, non2xx ${r.non2xx}, notOk ${r.notOk}${r.note ? ` (${r.note})` : ''}`,
    );
  }
} finally {
  await server.stop();
  if (copy) await rm(copy, { recursive: true, force: true });
}
