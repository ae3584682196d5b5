// Profiles POST /booking/pattern of issue 9's bench pattern (4 courts × 26 weeks × 12 hours a day,
// every day: 8,736 slots) on a fresh in-memory PGlite with the demo club (or DATABASE_URL).
// Run: npx tsx bench/profile/pattern-create.mts   (PATTERN_PROFILE=1 prints the phases of the create path)
import { createTestApp } from '../../tests/api/helpers/test-app';
import { addDays } from '../../server/core/local-time';

const t = await createTestApp();
const token = await t.login('admin', 'admin123');
const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const t0 = performance.now();
  const res = await t.app.inject({ method, url, payload: payload as object, headers: t.authHeader(token) });
  return { ms: performance.now() - t0, body: res.json() };
};
const acts = (await call('GET', '/api/activities')).body.activities as { activityId: number; activityName: string }[];
const activityId = acts.find((a) => a.activityName === 'Badminton')!.activityId;
const courts = (await call('GET', `/api/court/details?activityId=${activityId}`)).body.courtList as { courtId: number }[];
const start = addDays(new Date().toISOString().slice(0, 10), 400);
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
for (let i = 0; i < 2; i++) {
  const v = await call('POST', '/api/slots/availability/verify', form);
  console.log(`verify: ${v.ms.toFixed(0)} ms, ${v.body.data?.totalSlots} slots`);
}
const c = await call('POST', '/api/booking/pattern', {
  isPatternBooking: true,
  patternBookingData: form,
  customerDetails: { name: 'Bench School', mobile: '9000000999', countryCode: '+91' },
  paymentMode: 0,
  totalPaidAmount: 0,
});
console.log(`create: ${c.ms.toFixed(0)} ms`, c.body.requestStatus, c.body.bookedSlots, c.body.skippedSlots, c.body.message ?? '');
await t.close();
