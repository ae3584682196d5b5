import { addDays } from '../dataset/foundation';
import { todayInBenchZone } from '../dataset/build';
import { BENCH_CLUB_KEY, BENCH_PASSWORD, adminUsername } from '../dataset/spec';
import { call, login } from './http';
import { measureLookup } from './lookup-load';
import type { SuiteContext } from './suite';
import { percentile, type ResultRow } from './results';

/** Where the big pattern goes: past the dataset's bookings, so every slot is free. */
const PATTERN_START_OFFSET = 400;
const VERIFY_RUNS = 3;

/**
 * Issue 9's figures: Check Availability and POST /booking/pattern of a 4-court × 26-week ×
 * 12-hours-a-day pattern (every day: 4 × 182 × 12 = 8,736 slots), then Find Bookings by phone
 * and by booking id over the dataset's bookings.
 */
export async function measureBulkAndSearch(ctx: SuiteContext, activityId: number, deskToken: string): Promise<ResultRow[]> {
  const { baseUrl, database, opts, log } = ctx;
  const rows: ResultRow[] = [];
  const admin = (await login(baseUrl, adminUsername(BENCH_CLUB_KEY), BENCH_PASSWORD)).token;
  const courts = ((await call(baseUrl, 'GET', `/api/court/details?activityId=${activityId}`, { token: admin })).body.courtList ?? []) as {
    courtId: number;
  }[];
  const start = addDays(todayInBenchZone(), PATTERN_START_OFFSET);
  const form = {
    activityId,
    courts: courts.slice(0, 4).map((c) => c.courtId),
    startDate: start,
    endDate: addDays(start, 26 * 7 - 1),
    allSlots: false,
    startTime: '08:00:00',
    endTime: '20:00:00',
    days: [0, 1, 2, 3, 4, 5, 6],
    ignoreUnavailableSlots: true,
  };
  log(`bulk: verifying a ${form.courts.length}-court × 26-week × 12-hour pattern ${VERIFY_RUNS} times`);
  const verify = [];
  let slots = 0;
  for (let i = 0; i < VERIFY_RUNS; i++) {
    const r = await call(baseUrl, 'POST', '/api/slots/availability/verify', { token: admin, body: form });
    const data = r.body.data as { availableSlots: unknown[]; totalSlots: number } | undefined;
    slots = data?.totalSlots ?? 0;
    verify.push(r);
  }
  const vms = verify.map((r) => r.ms);
  rows.push({
    endpoint: 'POST /api/slots/availability/verify',
    database,
    requests: verify.length,
    p50: percentile(vms, 50),
    p99: percentile(vms, 99),
    reqPerSec: NaN,
    non2xx: verify.filter((r) => r.status !== 200).length,
    notOk: verify.filter((r) => r.body.requestStatus !== 1).length,
    aim: database === 'PGlite' ? '≤ 1,000 ms' : '(PGlite aim: ≤ 1,000 ms)',
    note: `${slots} slots in the pattern`,
  });
  log('bulk: booking the pattern once');
  const create = await call(baseUrl, 'POST', '/api/booking/pattern', {
    token: admin,
    body: {
      isPatternBooking: true,
      patternBookingData: form,
      customerDetails: { name: 'Bench School', mobile: '9000000999', countryCode: '+91' },
      paymentMode: 0,
      totalPaidAmount: 0,
    },
  });
  rows.push({
    endpoint: 'POST /api/booking/pattern',
    database,
    requests: 1,
    p50: create.ms,
    p99: create.ms,
    reqPerSec: NaN,
    non2xx: create.status === 200 ? 0 : 1,
    notOk: create.body.requestStatus === 1 ? 0 : 1,
    aim: database === 'PGlite' ? '≤ 3,000 ms' : '(PGlite aim: ≤ 3,000 ms)',
    note: `${create.body.bookedSlots ?? 0} slots booked, ${create.body.skippedSlots ?? 0} skipped${create.body.requestStatus === 1 ? '' : `: ${create.body.message ?? ''}`}`,
  });

  // A phone and an id taken from the newest bookings (the default list).
  const list = (await call(baseUrl, 'GET', '/api/booking/search?page=3', { token: deskToken })).body.bookingDetails as
    { bookingId: number; customerDetails: { customerMobile: string } }[] | undefined;
  const sample = list?.[0];
  if (!sample) return rows;
  const aim = database === 'PGlite' ? 'p99 ≤ 10 ms' : '(PGlite aim: p99 ≤ 10 ms)';
  for (const [what, input] of [
    ['phone', sample.customerDetails.customerMobile],
    ['booking id', String(sample.bookingId)],
  ] as const) {
    log(`search: by ${what} for ${opts.seconds} s`);
    rows.push(
      ...(await measureLookup(baseUrl, database, {
        endpoint: `GET /api/booking/search (${what})`,
        method: 'GET',
        path: `/api/booking/search?input=${encodeURIComponent(input)}&page=1`,
        token: deskToken,
        seconds: opts.seconds,
        aim,
      })),
    );
  }
  return rows;
}
