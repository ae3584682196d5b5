import { addDays } from '../dataset/foundation';
import { todayInBenchZone } from '../dataset/build';
import { adminUsername, BENCH_ACTIVITY, BENCH_CLUB_KEY, BENCH_PASSWORD, FUTURE_DAYS, PAST_DAYS } from '../dataset/spec';
import { call, login } from './http';
import { percentile, type ResultRow } from './results';
import type { SuiteContext } from './suite';

const REPEATS = 10;

/** The first call (nothing warm for this path) and `REPEATS` more, sequential, as one row. */
async function timed(
  ctx: SuiteContext,
  endpoint: string,
  path: string,
  token: string,
  aim: string,
  describe: (body: Record<string, unknown>) => string,
): Promise<ResultRow> {
  const ms: number[] = [];
  let notOk = 0;
  let last: Record<string, unknown> = {};
  for (let i = 0; i <= REPEATS; i++) {
    const r = await call(ctx.baseUrl, 'GET', path, { token });
    ms.push(r.ms);
    if (r.body.requestStatus !== 1) notOk++;
    last = r.body;
  }
  const first = Math.round(ms[0]);
  const rest = ms.slice(1);
  return {
    endpoint,
    database: ctx.database,
    requests: ms.length,
    p50: percentile(rest, 50),
    p99: percentile(rest, 99),
    reqPerSec: NaN,
    non2xx: 0,
    notOk,
    note: `aim ${aim}; first call ${first} ms; ${describe(last)}`,
  };
}

/**
 * Issue 13 (items 2 and 3): the year's utilisation heatmap of the bench sport (the whole
 * dataset, 300 days back to 65 ahead) and the Home dashboard for This Month, all sports, as
 * the club's admin (desks have neither feature).
 */
export async function measureAnalytics(ctx: SuiteContext): Promise<ResultRow[]> {
  const { token } = await login(ctx.baseUrl, adminUsername(BENCH_CLUB_KEY), BENCH_PASSWORD);
  const activities = (await call(ctx.baseUrl, 'GET', '/api/activities', { token })).body.activities as
    { activityId: number; activityName: string }[] | undefined;
  const activity = activities?.find((a) => a.activityName === BENCH_ACTIVITY);
  if (!activity) {
    ctx.log(`no ${BENCH_ACTIVITY} for the admin: analytics skipped`);
    return [];
  }
  const today = todayInBenchZone();
  const start = addDays(today, -PAST_DAYS);
  const end = addDays(today, Math.min(FUTURE_DAYS, 365 - PAST_DAYS));
  ctx.log(`measuring the utilisation heatmap ${start}..${end} and the dashboard (This Month)`);
  return [
    await timed(
      ctx,
      'GET /api/club/utilisation (year, day & hour)',
      `/api/club/utilisation?activityId=${activity.activityId}&graphType=0&startDate=${start}&endDate=${end}`,
      token,
      '≤ 300 ms',
      (b) => `${BENCH_ACTIVITY} ${start}..${end}, overall ${String(b.overall)} %`,
    ),
    await timed(ctx, 'GET /api/dashboard (This Month)', '/api/dashboard?activityId=-1&period=4', token, '≤ 150 ms', (b) => {
      const d = b.dashboardDetails as { bookingCount?: { sum: number }; gtvPerDay?: unknown[] } | undefined;
      return `all sports; ${d?.gtvPerDay?.length ?? 0} days, ${d?.bookingCount?.sum ?? 0} bookings made`;
    }),
  ];
}
