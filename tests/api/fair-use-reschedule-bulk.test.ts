import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { bookOne, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';
import { FairUseMessages, fairUseRefusal } from '../../contract/fair-use';
import { addDays, todayIn } from '../../server/core/local-time';

/*
 * Fair-use limits on a reschedule and on a pattern (ADR 0078 addendum): the same rule module as
 * the checkout's, the moved booking counted only at its new place, every occurrence of a pattern
 * one more booking; an admin overrides with a reason (in history), a desk person and the
 * marketplace cannot.
 */
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let key: string;
let q: ReturnType<typeof sqlOf>;
let phoneNo = 0;
const today = todayIn('Asia/Kolkata');
const NAME = 'Test Player';
const newPhone = () => `95000${String(10000 + phoneNo++).padStart(5, '0')}`;

const setLimits = async (over: Record<string, unknown>) => {
  const res = await admin.post('/api/club/fair-use', {
    activityId: ids.badminton,
    maxUpcoming: '',
    peakHoursPerDay: '',
    peakHoursPerWeek: '',
    peakFromPrice: '',
    deskDaysAhead: '',
    marketplaceDaysAhead: '',
    ...over,
  });
  expect(res.json()).toMatchObject({ requestStatus: 1 });
};
const move = (c: Client, bookingId: number, date: string, time: string, court = 'Court 4', over: Record<string, unknown> = {}) =>
  c
    .post('/api/booking/reschedule', { bookingId, rescheduleDate: date, startTime: time, courtId: ids.courts[court], ...over })
    .then((r) => r.json());
const placeOf = async (id: number) =>
  (
    await q<{ date: string; start: string }>(
      sql`SELECT booking_date::text AS date, start_time::text AS start FROM bookings WHERE id = ${id}`,
    )
  )[0];
const overrides = (entity: string, id: number) =>
  q<{ actor: string; after: { reason: string; limits: string[] } }>(
    sql`SELECT actor, after FROM history WHERE entity = ${entity} AND entity_id = ${id} AND action = 'fair_use_override'`,
  );

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  q = sqlOf(t);
  key = (await admin.post('/api/club/marketplace/keys', { name: 'Playo' })).json().key;
}, 120_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await setLimits({});
});

describe('reschedule', () => {
  it('refuses a move into peak hours past the day limit, naming it; an admin overrides with a reason, a desk person cannot', async () => {
    // Weekday badminton: 400 an hour before 17:00, 600 from 17:00 (demo pricing).
    const day = plainMonday(30);
    const mobile = newPhone();
    await bookOne(admin, ids, { date: day, time: '18:00:00', court: 'Court 4', mobile });
    const morning = await bookOne(admin, ids, { date: day, time: '10:00:00', court: 'Court 4', mobile });
    await setLimits({ peakFromPrice: '600', peakHoursPerDay: '1' });
    const refused = await move(desk, morning, day, '19:00:00');
    expect(refused).toEqual({ requestStatus: 0, message: fairUseRefusal.peakDay(NAME, 'Badminton', day, 2, 1), fairUseLimit: true });
    expect(await placeOf(morning)).toEqual({ date: day, start: '10:00:00' });
    expect(await move(desk, morning, day, '19:00:00', 'Court 4', { fairUseOverride: { reason: 'Regular' } })).toEqual({
      requestStatus: 0,
      message: FairUseMessages.adminOnly,
      fairUseLimit: true,
    });
    expect(await move(admin, morning, day, '19:00:00', 'Court 4', { fairUseOverride: { reason: ' ' } })).toMatchObject({
      message: FairUseMessages.reasonRequired,
    });
    const ok = await move(admin, morning, day, '19:00:00', 'Court 4', { fairUseOverride: { reason: 'Coach session agreed' } });
    expect(ok).toMatchObject({ requestStatus: 1 });
    expect(await placeOf(morning)).toEqual({ date: day, start: '19:00:00' });
    expect(await overrides('booking', morning)).toEqual([
      { actor: 'admin', after: { reason: 'Coach session agreed', limits: [fairUseRefusal.peakDay(NAME, 'Badminton', day, 2, 1)] } },
    ]);
  });

  it('the moved booking counts only at its new place: moving within the limits passes', async () => {
    const day = plainMonday(30, 1);
    const mobile = newPhone();
    const evening = await bookOne(admin, ids, { date: day, time: '18:00:00', court: 'Court 5', mobile });
    await setLimits({ peakFromPrice: '600', peakHoursPerDay: '1', maxUpcoming: '1' });
    expect(await move(desk, evening, day, '20:00:00', 'Court 5')).toMatchObject({ requestStatus: 1 });
    expect(await placeOf(evening)).toEqual({ date: day, start: '20:00:00' });
  });

  it('refuses a move past the desk days-ahead horizon', async () => {
    const mobile = newPhone();
    const near = addDays(today, 5);
    const id = await bookOne(admin, ids, { date: near, time: '21:00:00', court: 'Court 6', mobile });
    await setLimits({ deskDaysAhead: '10' });
    const far = addDays(today, 12);
    expect(await move(desk, id, far, '21:00:00', 'Court 6')).toEqual({
      requestStatus: 0,
      message: fairUseRefusal.daysAhead('Badminton', far, 10, 'desk'),
      fairUseLimit: true,
    });
    expect((await placeOf(id)).date).toBe(near);
    expect(await move(desk, id, addDays(today, 9), '21:00:00', 'Court 6')).toMatchObject({ requestStatus: 1 });
  });

  it('a marketplace reschedule past its own horizon is refused, with no override', async () => {
    const near = addDays(today, 2);
    const sold = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace/bookings',
      headers: { 'x-api-key': key },
      payload: {
        activityId: ids.badminton,
        courtId: ids.courts['Court 6'],
        date: near,
        time: '22:00:00',
        customer: { name: NAME, countryCode: '+91', mobile: newPhone() },
      },
    });
    const bookingId = sold.json().bookingId as number;
    expect(bookingId, sold.body).toBeGreaterThan(0);
    expect((await admin.post('/api/booking/reschedule/enable', { bookingId })).json()).toMatchObject({ requestStatus: 1 });
    await setLimits({ marketplaceDaysAhead: '5', deskDaysAhead: '30' });
    const far = addDays(today, 8);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace/bookings/reschedule',
      headers: { 'x-api-key': key },
      payload: { bookingId, rescheduleDate: far, startTime: '22:00:00', courtId: ids.courts['Court 6'], fairUseOverride: { reason: 'x' } },
    });
    expect(res.json()).toEqual({ requestStatus: 0, message: fairUseRefusal.daysAhead('Badminton', far, 5, 'marketplace') });
    expect((await placeOf(bookingId)).date).toBe(near);
  });
});

describe('bulk (pattern) bookings', () => {
  const start = plainMonday(50);
  /** Mondays 10:00–11:00 on Court 3 for `weeks` weeks. */
  const pattern = (c: Client, mobile: string, weeks: number, over: Record<string, unknown> = {}, time = '10:00:00') =>
    c
      .post(
        '/api/booking/pattern',
        checkout(
          {
            isPatternBooking: true,
            transactionData: { type: 2, mode: 0 },
            patternBookingData: {
              activityId: ids.badminton,
              courts: [ids.courts['Court 3']],
              startDate: start,
              endDate: addDays(start, (weeks - 1) * 7),
              allSlots: false,
              startTime: time,
              endTime: `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00:00`,
              days: [0],
              ignoreUnavailableSlots: false,
            },
            ...over,
          },
          { mobile, name: NAME },
        ),
      )
      .then((r) => r.json());
  const patternsOf = async (mobile: string) =>
    (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM pattern_bookings WHERE customer_mobile = ${mobile}`))[0].n;

  it('every occurrence is one more upcoming booking: refused past the limit, nothing written; an admin overrides', async () => {
    await setLimits({ maxUpcoming: '2' });
    const mobile = newPhone();
    const refused = await pattern(admin, mobile, 3);
    expect(refused).toEqual({
      requestStatus: 0,
      message: fairUseRefusal.upcomingPattern(NAME, 'Badminton', 0, 3, 2),
      fairUseLimit: true,
    });
    expect(refused.message).toBe('Test Player already has 0 upcoming Badminton bookings and this pattern adds 3 (limit 2)');
    expect(await patternsOf(mobile)).toBe(0);
    expect(await pattern(desk, mobile, 3, { fairUseOverride: { reason: 'League' } })).toMatchObject({ message: FairUseMessages.adminOnly });
    const ok = await pattern(admin, mobile, 3, { fairUseOverride: { reason: 'Winter league, agreed' } });
    expect(ok).toMatchObject({ requestStatus: 1, bookedSlots: 3 });
    expect(await overrides('pattern', ok.patternBookingId)).toEqual([
      { actor: 'admin', after: { reason: 'Winter league, agreed', limits: [fairUseRefusal.upcomingPattern(NAME, 'Badminton', 0, 3, 2)] } },
    ]);
    // Within the limit a pattern needs nothing.
    expect(await pattern(admin, newPhone(), 2, {}, '11:00:00')).toMatchObject({ requestStatus: 1, bookedSlots: 2 });
  });

  it('counts peak hours a week and the days-ahead horizon by its last date', async () => {
    const mobile = newPhone();
    await setLimits({ peakFromPrice: '600', peakHoursPerWeek: '1' });
    const week = addDays(start, 1); // the Tuesday after the pattern's first Monday
    await bookOne(admin, ids, { date: week, time: '18:00:00', court: 'Court 2', mobile });
    expect(await pattern(admin, mobile, 1, {}, '19:00:00')).toMatchObject({
      message: fairUseRefusal.peakWeek(NAME, 'Badminton', start, 2, 1),
      fairUseLimit: true,
    });
    const horizon = Math.round((Date.parse(start) - Date.parse(today)) / 86_400_000) + 7;
    await setLimits({ deskDaysAhead: String(horizon) });
    const last = addDays(start, 14);
    expect(await pattern(admin, mobile, 3, {}, '12:00:00')).toMatchObject({
      message: fairUseRefusal.daysAhead('Badminton', last, horizon, 'desk'),
    });
    expect(await pattern(admin, mobile, 2, {}, '12:00:00')).toMatchObject({ requestStatus: 1 });
  });
});
