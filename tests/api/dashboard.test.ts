import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../server/core/local-time';
import { weekdayOf } from '../../server/core/dates';
import { client, type Client } from './booking-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addSquash, booking, clubIdOf, money, q } from './analytics-fixtures';

let t: TestApp;
let admin: Client;
let desk: Client;
let clubId: number;
let squash: number;
const T = todayIn('Asia/Kolkata');
const Y = addDays(T, -1);
const dash = (query: Record<string, string | number>) =>
  admin.get(`/api/dashboard?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])))}`);
const details = async (query: Record<string, string | number>) => {
  const body = (await dash({ activityId: squash, ...query })).json();
  expect(body.requestStatus, JSON.stringify(body)).toBe(1);
  return body.dashboardDetails;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await t.login('admin', 'admin123'));
  desk = client(t, await t.login('desk', 'desk123'));
  clubId = await clubIdOf(t.db.db, 'first');
  squash = (await addSquash(t.db.db, clubId)).activityId;
  const db = t.db.db;
  const base = { clubId, activityId: squash };
  // Today: B1 desk 500 cash; B2 marketplace 300; B3 (same player as B1) paid 200, cancelled, refunded 200.
  const b1 = await booking(db, { ...base, date: T, time: '00:05', mobile: '9000000001' });
  const b2 = await booking(db, { ...base, date: T, time: '00:06', mobile: '9000000002', marketplace: true });
  const b3 = await booking(db, { ...base, date: T, time: '00:07', mobile: '9000000001', cancelled: true });
  await money(db, { clubId, amount: 500, mode: 1, bookingId: b1, date: T });
  await money(db, { clubId, amount: 300, mode: 3, bookingId: b2, date: T, place: 'marketplace' });
  await money(db, { clubId, amount: 200, mode: 2, bookingId: b3, date: T });
  await money(db, { clubId, amount: -200, mode: 2, bookingId: b3, date: T, time: '00:08' });
  // Yesterday: two bookings of one player, 1000 + 400.
  const b4 = await booking(db, { ...base, date: Y, time: '12:00', mobile: '9000000003' });
  const b5 = await booking(db, { ...base, date: Y, time: '13:00', mobile: '9000000003' });
  await money(db, { clubId, amount: 1000, mode: 1, bookingId: b4, date: Y, time: '12:00' });
  await money(db, { clubId, amount: 400, mode: 1, bookingId: b5, date: Y, time: '23:59' });
  // The other club takes a lot of money today: never on this club's dashboard.
  await money(db, { clubId: await clubIdOf(db, 'second'), amount: 99_999, mode: 1, date: T });
});
afterAll(async () => {
  await t?.close();
});

describe('dashboard periods (one sport, hand-counted)', () => {
  it('Today: GTV 800 (300 online), 3 bookings (1 online), 1 cancellation, 2 players vs 1 yesterday = +100 %', async () => {
    const d = await details({ period: 1 });
    expect(d.fromDate).toBe(T);
    expect(d.previousFromDate).toBe(Y);
    expect(d.bookingGtv).toEqual({ title: 'GTV', sum: 800, online: 300, offline: 500 });
    expect(d.bookingCount).toEqual({ title: 'Bookings', sum: 3, online: 1, offline: 2 });
    expect(d.cancellationCount).toEqual({ title: 'Cancellations', sum: 1, online: 0, offline: 1 });
    expect(d.gtvPerDay).toEqual([{ date: T, gtvValue: 800 }]);
    expect(d.uniqueUsers).toEqual({ uniqueUserCount: 2, previousUniqueUserCount: 1, uniqueUserPerc: 100 });
  });

  it('Yesterday: GTV 1400 offline, 2 bookings, nobody the day before = no change figure', async () => {
    const d = await details({ period: 2 });
    expect(d.bookingGtv).toEqual({ title: 'GTV', sum: 1400, online: 0, offline: 1400 });
    expect(d.bookingCount.sum).toBe(2);
    expect(d.cancellationCount.sum).toBe(0);
    expect(d.uniqueUsers).toEqual({ uniqueUserCount: 1, previousUniqueUserCount: 0, uniqueUserPerc: null });
  });

  it('This Week runs Monday to today and compares with the same days a week before', async () => {
    const d = await details({ period: 3 });
    const monday = addDays(T, -weekdayOf(T));
    expect([d.fromDate, d.toDate, d.previousFromDate, d.previousToDate]).toEqual([monday, T, addDays(monday, -7), addDays(T, -7)]);
    expect(d.bookingGtv.sum).toBe(monday === T ? 800 : 2200);
    expect(d.gtvPerDay).toHaveLength(weekdayOf(T) + 1);
  });

  it('This Month runs from the 1st and compares with the same days of the previous month', async () => {
    const d = await details({ period: 4 });
    expect(d.fromDate).toBe(`${T.slice(0, 8)}01`);
    const prevFirst = `${addDays(d.fromDate, -1).slice(0, 8)}01`;
    expect(d.previousFromDate).toBe(prevFirst);
    expect(d.previousToDate <= addDays(d.fromDate, -1)).toBe(true);
    expect(d.bookingGtv.sum).toBe(T.endsWith('-01') ? 800 : 2200);
  });

  it('Custom yesterday–today: both days on the line, 3 players, compared with the 2 days before', async () => {
    const d = await details({ period: -1, fromDate: Y, toDate: T });
    expect(d.gtvPerDay).toEqual([
      { date: Y, gtvValue: 1400 },
      { date: T, gtvValue: 800 },
    ]);
    expect(d.bookingCount.sum).toBe(5);
    expect([d.previousFromDate, d.previousToDate]).toEqual([addDays(Y, -2), addDays(Y, -1)]);
    expect(d.uniqueUsers).toEqual({ uniqueUserCount: 3, previousUniqueUserCount: 0, uniqueUserPerc: null });
  });

  it('All Sports GTV is every money row of this club today, the same rows the reports read', async () => {
    const body = (await dash({ period: 1 })).json();
    const [sum] = await q<{ total: number }>(
      t.db.db,
      sql`SELECT COALESCE(SUM(amount_minor), 0)::float8 AS total FROM transactions WHERE club_id = ${clubId}
          AND (created_at AT TIME ZONE 'Asia/Kolkata')::date = ${T}::date`,
    );
    expect(body.dashboardDetails.bookingGtv.sum).toBe(sum.total / 100);
    expect(body.dashboardDetails.bookingGtv.sum).toBeLessThan(99_999);
  });
});

describe('dashboard input and permission', () => {
  it('a custom period may not reach the future', async () => {
    expect((await dash({ period: -1, fromDate: T, toDate: addDays(T, 1) })).json()).toEqual({
      requestStatus: 0,
      message: 'Please Select Valid Dates',
      code: 'selectValidDates',
    });
  });

  it('bad input is a 400 naming the field', async () => {
    for (const [query, field] of [
      [{ period: -1, toDate: T }, 'fromDate'],
      [{ period: -1, fromDate: T }, 'toDate'],
      [{ period: -1, fromDate: T, toDate: Y }, 'toDate'],
      [{ period: 7 }, 'period'],
      [{ period: 1, activityId: 0 }, 'activityId'],
      [{ period: -1, fromDate: '2026-13-01', toDate: T }, 'fromDate'],
    ] as const) {
      const res = await dash(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
  });

  it("another club's sport is not found; a person without the Dashboard feature gets -1", async () => {
    const [act] = await q<{ id: number }>(
      t.db.db,
      sql`SELECT id FROM activities WHERE club_id = ${await clubIdOf(t.db.db, 'second')} LIMIT 1`,
    );
    expect((await dash({ period: 1, activityId: act.id })).json()).toEqual({
      requestStatus: 0,
      message: 'Activity not found',
      code: 'activityNotFound',
    });
    expect((await desk.get('/api/dashboard?period=1')).json().requestStatus).toBe(-1);
  });
});
