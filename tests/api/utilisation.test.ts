import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from './booking-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addSquash, clubIdOf, occupy, q } from './analytics-fixtures';
import { sql } from 'drizzle-orm';
import { recordChange } from '../../server/ledger/occupancy';

let t: TestApp;
let admin: Client;
let desk: Client;
let clubId: number;
let squash: { activityId: number; courts: number[] };
// A Monday and Tuesday far from the demo's bookings.
const MON = '2027-03-01';
const TUE = '2027-03-02';
const url = (graphType: number, over: Record<string, string | number> = {}) =>
  `/api/club/utilisation?${new URLSearchParams({ activityId: String(squash.activityId), graphType: String(graphType), startDate: MON, endDate: TUE, ...Object.fromEntries(Object.entries(over).map(([k, v]) => [k, String(v)])) })}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await t.login('admin', 'admin123'));
  desk = client(t, await t.login('desk', 'desk123'));
  clubId = await clubIdOf(t.db.db, 'first');
  squash = await addSquash(t.db.db, clubId);
  const [A, B] = squash.courts;
  const base = { clubId, activityId: squash.activityId };
  // Monday: A booked 08–09 and 09:30–11:00; B blocked 08–10. Tuesday: B booked 11–12; a hold on A (not booked).
  await occupy(t.db.db, { ...base, courtId: A, date: MON, start: '08:00', end: '09:00', kind: 'booking' });
  await occupy(t.db.db, { ...base, courtId: A, date: MON, start: '09:30', end: '11:00', kind: 'booking' });
  await occupy(t.db.db, { ...base, courtId: B, date: MON, start: '08:00', end: '10:00', kind: 'block' });
  await occupy(t.db.db, { ...base, courtId: B, date: TUE, start: '11:00', end: '12:00', kind: 'booking' });
  await occupy(t.db.db, { ...base, courtId: A, date: TUE, start: '08:00', end: '09:00', kind: 'hold' });
});
afterAll(async () => {
  await t?.close();
});

describe('utilisation = booked ÷ (open − blocked) court-minutes', () => {
  it('by day: Monday 150 of 360 sellable minutes, Tuesday 60 of 480; days outside the range are absent', async () => {
    const body = (await admin.get(url(2))).json();
    expect(body).toEqual({ requestStatus: 1, data: { Monday: 41.67, Tuesday: 12.5 }, overall: 25 });
  });

  it('by hour: only the open hours 08–11 (07:00 and 12:00 are closed hours, not 0 %)', async () => {
    const body = (await admin.get(url(1))).json();
    // 08: 60 ÷ (60 + 120); 09: 30 ÷ (60 + 120); 10: 60 ÷ 240; 11: 60 ÷ 240.
    expect(body.data).toEqual({ '08:00:00': 33.33, '09:00:00': 16.67, '10:00:00': 25, '11:00:00': 25 });
  });

  it('by day and hour: the blocked court leaves the 08:00 cell fully used; a hold counts as nothing', async () => {
    const body = (await admin.get(url(0))).json();
    expect(body.data).toEqual({
      Monday: { '08:00:00': 100, '09:00:00': 50, '10:00:00': 50, '11:00:00': 0 },
      Tuesday: { '08:00:00': 0, '09:00:00': 0, '10:00:00': 0, '11:00:00': 50 },
    });
  });

  it('a later change of a day is seen on the next read (change_log), the rest is read from the hour sums', async () => {
    const before = (await admin.get(url(2))).json().data;
    // As every writer does: the occupancy change and its change_log row.
    await occupy(t.db.db, {
      clubId,
      activityId: squash.activityId,
      courtId: squash.courts[1],
      date: TUE,
      start: '08:00',
      end: '09:00',
      kind: 'booking',
    });
    await recordChange(t.db.db, clubId, squash.activityId, TUE, 'booking');
    const after = (await admin.get(url(2))).json().data;
    // Tuesday: 120 of 480 sellable minutes now; Monday untouched.
    expect(after).toEqual({ Monday: before.Monday, Tuesday: 25 });
    await t.db.db.execute(
      sql`DELETE FROM occupancy WHERE court_id = ${squash.courts[1]} AND lower(during) = ${`${TUE} 08:00:00`}::timestamp`,
    );
    await recordChange(t.db.db, clubId, squash.activityId, TUE, 'cancel');
    expect((await admin.get(url(2))).json().data).toEqual(before);
  });

  it('a group place counts count ÷ capacity of its minutes', async () => {
    const swim = await addSquash(t.db.db, clubId, 1, 4);
    await occupy(t.db.db, {
      clubId,
      activityId: swim.activityId,
      courtId: swim.courts[0],
      date: MON,
      start: '08:00',
      end: '09:00',
      kind: 'booking',
      count: 2,
      exclusive: false,
    });
    await occupy(t.db.db, {
      clubId,
      activityId: swim.activityId,
      courtId: swim.courts[0],
      date: MON,
      start: '08:00',
      end: '09:00',
      kind: 'booking',
      count: 1,
      exclusive: false,
    });
    const body = (await admin.get(url(0, { activityId: swim.activityId, endDate: MON }))).json();
    // 3 of 4 places for 60 minutes = 45 court-minutes of 120 open at 08:00.
    expect(body.data.Monday['08:00:00']).toBe(37.5);
  });

  it('a booking past midnight lands on the next weekday', async () => {
    const late = await addSquash(t.db.db, clubId);
    await t.db.db.execute(
      sql`UPDATE courts SET open_time = '20:00', close_time = '00:00' WHERE id = ANY(${`{${late.courts.join(',')}}`}::int[])`,
    );
    await t.db.db.execute(sql`UPDATE courts SET open_time = '00:00', close_time = '00:00' WHERE id = ${late.courts[1]}`);
    await occupy(t.db.db, {
      clubId,
      activityId: late.activityId,
      courtId: late.courts[1],
      date: MON,
      start: '23:00',
      end: '1 day 01:00',
      kind: 'booking',
    });
    const body = (await admin.get(url(0, { activityId: late.activityId }))).json();
    expect(body.data.Monday['23:00:00']).toBe(50);
    expect(body.data.Tuesday['00:00:00']).toBe(100);
    expect(body.data.Tuesday['01:00:00']).toBe(0);
  });
});

describe('utilisation input and scope', () => {
  it('refuses bad input with a 400 naming the field', async () => {
    for (const [over, field] of [
      [{ graphType: 3 }, 'graphType'],
      [{ startDate: '2027-02-30' }, 'startDate'],
      [{ endDate: '2027-02-27' }, 'endDate'],
      [{ endDate: '2028-03-02' }, 'endDate'],
      [{ activityId: 'x' }, 'activityId'],
    ] as const) {
      const res = await admin.get(url(2, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
  });

  it("another club's activity is not found; without the Utilisation feature the answer is -1", async () => {
    const other = await clubIdOf(t.db.db, 'second');
    const [act] = await q<{ id: number }>(t.db.db, sql`SELECT id FROM activities WHERE club_id = ${other} LIMIT 1`);
    expect((await admin.get(url(2, { activityId: act.id }))).json()).toEqual({
      requestStatus: 0,
      message: 'Activity not found',
      code: 'activityNotFound',
    });
    expect((await desk.get(url(2))).json().requestStatus).toBe(-1);
  });
});
