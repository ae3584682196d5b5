import { addDays } from '../dataset/foundation';
import { todayInBenchZone } from '../dataset/build';
import { BENCH_ACTIVITY, BENCH_CLUB_KEY, BENCH_PASSWORD, WIDE_CLUB_KEY, deskUsername } from '../dataset/spec';
import { describeProbe, probeDay, probeRows } from './day-reads';
import { findFreeSlots, runBookings } from './booking-run';
import { measureBulkAndSearch } from './bulk-run';
import { measureMembers } from './members-run';
import { measureReports } from './reports-run';
import { runAfterBooking } from './after-booking-run';
import { runSaturday } from './saturday-run';
import { measureAnalytics } from './analytics-run';
import { call, login } from './http';
import { measureEndpoint } from './load';
import { measureSteady } from './steady-rate';
import type { BenchOptions } from './options';
import { percentile, type ResultRow } from './results';

/** The calendar day measured for availability: a week ahead, part booked, part free. */
const AVAILABILITY_DAY_OFFSET = 7;
/** Bookings go to days 35–64 ahead, where the dataset leaves most slots free. */
const BOOKING_DAYS = Array.from({ length: 30 }, (_, i) => 35 + i);
const READ_CONNECTIONS = 10;
const AVAILABILITY_CONNECTIONS = 32;

export interface SuiteContext {
  baseUrl: string;
  database: string;
  opts: BenchOptions;
  hasBookings: boolean;
  log: (line: string) => void;
  /** The API process, for memory figures read from /proc (Linux). */
  serverPid?: number;
}

interface ActivityWire {
  activityId: number;
  activityName: string;
}

/** The fourth club's one sport of 332 courts, a week ahead (≈ 70 % booked): first and repeated read. */
async function measureWideDay(ctx: SuiteContext, today: string): Promise<ResultRow[]> {
  const { baseUrl, database, log } = ctx;
  const { token } = await login(baseUrl, deskUsername(WIDE_CLUB_KEY, 1), BENCH_PASSWORD);
  const activities = (await call(baseUrl, 'GET', '/api/activities', { token })).body.activities as ActivityWire[] | undefined;
  const activity = activities?.find((a) => a.activityName === BENCH_ACTIVITY);
  if (!activity) {
    log(`the ${WIDE_CLUB_KEY} club has no ${BENCH_ACTIVITY}: wide day skipped (dataset built before issue 14?)`);
    return [];
  }
  const date = addDays(today, AVAILABILITY_DAY_OFFSET);
  const probe = await probeDay(baseUrl, token, { activityId: activity.activityId, date });
  log(describeProbe(`wide day ${date}`, probe));
  const rows = probeRows('POST /api/availability (332 courts)', database, probe, { first: 'first read ≤ 150 ms', repeated: 'p50 ≤ 20 ms' });
  rows[0].note = describeProbe(`${BENCH_ACTIVITY} of the ${WIDE_CLUB_KEY} club on ${date}`, probe);
  return rows;
}

/** Everything measured against one running server, in the order of the results table. */
export async function measureSuite(ctx: SuiteContext): Promise<ResultRow[]> {
  const { baseUrl, database, opts, log } = ctx;
  const rows: ResultRow[] = [];
  const desks = Math.max(1, opts.bookingDesks);

  // Sign-ins: the captcha is solved first, so the latency is the server's own work (scrypt).
  const logins = [];
  for (let i = 1; i <= desks; i++) logins.push(await login(baseUrl, deskUsername(BENCH_CLUB_KEY, i), BENCH_PASSWORD));
  const loginMs = logins.map((l) => l.loginMs);
  rows.push({
    endpoint: 'POST /api/public/login',
    database,
    requests: logins.length,
    p50: percentile(loginMs, 50),
    p99: percentile(loginMs, 99),
    reqPerSec: NaN,
    non2xx: 0,
    notOk: 0,
    note: `sequential sign-ins; the captcha took ${Math.round(logins.reduce((n, l) => n + l.solveMs, 0) / logins.length)} ms on average to solve before each`,
  });
  const token = logins[0].token;
  log(`${logins.length} desk(s) signed in`);

  const activities = (await call(baseUrl, 'GET', '/api/activities', { token })).body.activities as ActivityWire[] | undefined;
  const activity = activities?.find((a) => a.activityName === BENCH_ACTIVITY);
  if (!activity) throw new Error(`GET /api/activities did not list ${BENCH_ACTIVITY}`);

  const read = { seconds: opts.seconds, connections: READ_CONNECTIONS, token };
  const reads = [
    { endpoint: 'GET /api/public/health', method: 'GET' as const, path: '/api/public/health', token: undefined },
    { endpoint: 'GET /api/activities', method: 'GET' as const, path: '/api/activities' },
    { endpoint: 'GET /api/court/details', method: 'GET' as const, path: `/api/court/details?activityId=${activity.activityId}` },
    { endpoint: 'GET /api/features', method: 'GET' as const, path: '/api/features' },
  ];
  for (const r of reads) {
    log(`measuring ${r.endpoint} for ${opts.seconds} s`);
    rows.push(await measureEndpoint(baseUrl, database, { ...read, ...r }));
  }

  const today = todayInBenchZone();
  const day = addDays(today, AVAILABILITY_DAY_OFFSET);
  const body = { activityId: activity.activityId, date: day };
  // The day's first read is the cache miss (nothing has read this day yet on this server).
  const probe = await probeDay(baseUrl, token, body);
  log(
    `measuring POST /api/availability at ${opts.availabilityRate} req/s for ${opts.seconds} s (${probe.courts} courts, ${probe.slots} slots)`,
  );
  const availabilityAim =
    database === 'PGlite' ? `p99 ≤ 25 ms at ${opts.availabilityRate} req/s` : `p99 ≤ 15 ms at ${opts.availabilityRate} req/s`;
  const target = {
    method: 'POST' as const,
    path: '/api/availability',
    body,
    token,
    seconds: opts.seconds,
    rate: opts.availabilityRate,
    connections: AVAILABILITY_CONNECTIONS,
  };
  // The aim is judged at a steady rate (requests spread over each second, see steady-rate.ts).
  // Sustained means longer than the day cache's backstop age (10 s), so its rebuilds are inside.
  const steadySeconds = opts.seconds * 3;
  const availability = await measureSteady(baseUrl, database, {
    ...target,
    seconds: steadySeconds,
    endpoint: 'POST /api/availability (steady rate)',
    aim: availabilityAim,
  });
  const size = `${describeProbe(`${BENCH_ACTIVITY} on ${day}`, probe)}; target rate ${opts.availabilityRate} req/s spread evenly, each request sent at its due time, latency from that send; ${steadySeconds} s from a separate client process, accepting br/gzip as a browser does`;
  availability.note = [availability.note, size].filter(Boolean).join('; ');
  rows.push(availability);
  // The same rate as autocannon sends it: each second's 300 requests in one burst (its p99 is the
  // time to drain the burst); kept beside the steady figure for comparison with earlier runs.
  const burst = await measureEndpoint(baseUrl, database, { ...target, endpoint: 'POST /api/availability (autocannon, 1 burst/s)' });
  burst.note = [burst.note, 'autocannon overallRate: every connection sends its share of the second at once'].filter(Boolean).join('; ');
  rows.push(burst);
  rows.push(
    ...probeRows('POST /api/availability (30 courts)', database, probe, {
      first: 'first read ≤ 25 ms (warm server, issue 33)',
    }),
  );
  rows.push(...(await measureWideDay(ctx, today)));
  rows.push(...(await measureMembers({ baseUrl, database, seconds: opts.seconds, token, log })));
  rows.push(...(await measureAnalytics(ctx)));

  // A year's report over three clubs is the heaviest call of all (and may run out of time or
  // memory): it goes last, so nothing else is measured on a server it has exhausted.
  const reports = () => measureReports({ baseUrl, database, log, serverPid: ctx.serverPid });
  if (!ctx.hasBookings) return [...rows, ...(await reports())];
  const others = (activities ?? []).filter((a) => a.activityId !== activity.activityId).map((a) => a.activityId);
  const afterCount = Math.min(50, opts.bookings);
  const needed = opts.bookings * (1 + (desks > 1 ? desks : 0)) + afterCount * 2;
  const free = await findFreeSlots(
    baseUrl,
    token,
    [activity.activityId, ...others],
    BOOKING_DAYS.map((d) => addDays(today, d)),
    needed,
  );
  log(`${free.length} free slots found for the booking runs`);
  const seed = Math.floor(Date.now() / 1000) % 100_000;
  const aim = 'p99 ≤ 50 ms';
  log(`booking run: 1 desk, up to ${opts.bookings} bookings or ${opts.seconds} s`);
  rows.push(
    ...(await runBookings({
      baseUrl,
      database,
      tokens: [token],
      slots: free,
      perDesk: opts.bookings,
      seconds: opts.seconds,
      customerSeed: seed,
      aim,
    })),
  );
  // The last slots found serve the after-booking run (details, pay now, receipt, reschedule).
  // Pairs are made per activity and day (reschedule-pairs.ts); every bench activity is whole-court.
  const afterSlots = free.slice(-afterCount * 2);
  log(`after-booking run: up to ${afterCount} bookings`);
  rows.push(...(await runAfterBooking({ baseUrl, database, token, slots: afterSlots, count: afterCount, seconds: opts.seconds })));
  if (desks > 1) {
    log(`booking run: ${desks} desks in parallel, up to ${opts.bookings} bookings each or ${opts.seconds} s`);
    const rest = free.slice(opts.bookings);
    rows.push(
      ...(await runBookings({
        baseUrl,
        database,
        tokens: logins.map((l) => l.token),
        slots: rest,
        perDesk: opts.bookings,
        seconds: opts.seconds,
        customerSeed: seed + 1,
        aim,
      })),
    );
  }
  rows.push(...(await measureBulkAndSearch(ctx, activity.activityId, token)));
  if (opts.saturdaySeconds > 0) rows.push(...(await runSaturday({ baseUrl, database, seconds: opts.saturdaySeconds, log })));
  rows.push(...(await reports()));
  return rows;
}
