import { todayInBenchZone } from '../dataset/build';
import { addDays } from '../dataset/foundation';
import { BENCH_ACTIVITY, BENCH_CLUB_KEY, BENCH_PASSWORD, WIDE_CLUB_KEY, deskUsername } from '../dataset/spec';
import { describeProbe, probeDay } from './day-reads';
import { call, login } from './http';
import { memoryOf } from './memory';
import type { ResultRow } from './results';

/** The same day the suite reads: a week ahead, part booked (suite.ts AVAILABILITY_DAY_OFFSET). */
const DAY_OFFSET = 7;

interface Ctx {
  baseUrl: string;
  database: string;
  log: (line: string) => void;
  serverPid?: number;
}

export const IDLE_MEMORY_ROW = 'server memory, idle after start';
export const RESTART_READ = (courts: number) => `POST /api/availability (${courts} courts) first read after a restart`;

async function firstRead(ctx: Ctx, club: string, courts: number, aim: string): Promise<ResultRow | null> {
  const { token } = await login(ctx.baseUrl, deskUsername(club, 1), BENCH_PASSWORD);
  const activities = (await call(ctx.baseUrl, 'GET', '/api/activities', { token })).body.activities as
    { activityId: number; activityName: string }[] | undefined;
  const activity = activities?.find((a) => a.activityName === BENCH_ACTIVITY);
  if (!activity) {
    ctx.log(`the ${club} club has no ${BENCH_ACTIVITY}: its first read after a restart is skipped`);
    return null;
  }
  const date = addDays(todayInBenchZone(), DAY_OFFSET);
  const probe = await probeDay(ctx.baseUrl, token, { activityId: activity.activityId, date });
  const note = describeProbe(`${BENCH_ACTIVITY} of the ${club} club on ${date}, the server's first read of any day`, probe);
  ctx.log(note);
  return {
    endpoint: RESTART_READ(courts),
    database: ctx.database,
    requests: 1,
    p50: probe.firstMs,
    p99: probe.firstMs,
    reqPerSec: NaN,
    non2xx: 0,
    notOk: probe.courts === courts ? 0 : 1,
    aim,
    note,
  };
}

/**
 * Issue 33 on a server just started (nothing read yet): its resident memory at rest, then the
 * first read of a 30-court day and of the 332-court day, the reads a desk makes right after a
 * restart or a deploy (aims ≤ 50 ms and ≤ 100 ms on both databases).
 */
export async function measureRestart(ctx: Ctx): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  const idle = await memoryOf(ctx.serverPid);
  rows.push({
    endpoint: IDLE_MEMORY_ROW,
    database: ctx.database,
    requests: 0,
    p50: NaN,
    p99: NaN,
    reqPerSec: NaN,
    non2xx: 0,
    notOk: 0,
    aim: 'RSS ≤ 200 MB',
    note: idle
      ? `RSS ${idle.rss.toFixed(0)} MB (peak so far ${idle.peak.toFixed(0)} MB) after start and settling, before any request`
      : 'not readable',
    figures: idle ? { rssMb: idle.rss } : undefined,
  });
  for (const [club, courts, aim] of [
    [BENCH_CLUB_KEY, 30, 'first read ≤ 50 ms'],
    [WIDE_CLUB_KEY, 332, 'first read ≤ 100 ms'],
  ] as const) {
    const row = await firstRead(ctx, club, courts, aim);
    if (row) rows.push(row);
  }
  return rows;
}
