import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SlotStatus } from '../../contract/availability';
import { addDays, todayIn } from '../../server/core/local-time';
import { checkout, dayOf, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
const date = plainMonday();

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

const availability = async (c: Client, activityId: number, d = date) => {
  const res = await c.post('/api/availability', { activityId, date: d });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('POST /api/availability', () => {
  it('lists every court with slots from open to close, priced by the regular weekday pricing', async () => {
    const reply = await availability(admin, ids.badminton);
    expect(reply.requestStatus).toBe(1);
    const body = dayOf(reply);
    expect(body.courts).toHaveLength(6);
    const court1 = body.courts[0];
    expect(court1.slots).toHaveLength(17);
    expect(court1.slots[0]).toMatchObject({
      slotTime: '06:00:00',
      endTime: '07:00:00',
      status: 'Book',
      available: 1,
      maxSlotCount: 1,
      price: 400,
      grossPrice: 400,
      activityType: 0,
      slotDate: date,
      bookingId: null,
      blocked: false,
      slotDiscount: { 3: 5, 5: 10 },
    });
    // Evening peak and the premium courts.
    expect(slotOf(body, ids.courts['Court 1'], '18:00:00').price).toBe(600);
    expect(slotOf(body, ids.courts['Court 6'], '07:00:00').price).toBe(600);
  });

  it('uses weekend, holiday and special-period pricing', async () => {
    const sunday = addDays(date, 6);
    expect(slotOf(await availability(admin, ids.badminton, sunday), ids.courts['Court 1'], '07:00:00').price).toBe(500);
    const xmas = await availability(admin, ids.badminton, '2026-12-25');
    expect(slotOf(xmas, ids.courts['Court 1'], '07:00:00').price).toBe(600);
    const special = addDays(todayIn('Asia/Kolkata'), 10);
    const sp = await availability(admin, ids.badminton, special);
    expect(slotOf(sp, ids.courts['Court 1'], '18:00:00').price).toBe(720);
  });

  it('answers not found for a missing activity and 400 for a bad date', async () => {
    expect((await admin.post('/api/availability', { activityId: 99999, date })).json()).toEqual({
      requestStatus: 0,
      message: 'Activity not found',
      code: 'activityNotFound',
    });
    const bad = await admin.post('/api/availability', { activityId: ids.badminton, date: '21-11-2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().requestStatus).toBe(0);
  });

  it('shows every slot status: Book, Carted, Booking in Progress, Booked, Locked, Blocked', async () => {
    const c1 = ids.courts['Court 1'];
    const add = (c: Client, courtId: number, time: string, activityId = ids.badminton) =>
      c.post('/api/carting/slot/add', { activityId, courtId, date, time });
    expect((await add(admin, c1, '09:00:00')).json().requestStatus).toBe(1);
    const mine = await availability(admin, ids.badminton);
    const theirs = await availability(desk, ids.badminton);
    expect(slotOf(mine, c1, '09:00:00').status).toBe(SlotStatus.carted);
    expect(slotOf(theirs, c1, '09:00:00').status).toBe(SlotStatus.inProgress);

    const booked = await admin.post('/api/booking', checkout({ paymentMode: 1, totalPaidAmount: 100 }));
    expect(booked.json()).toMatchObject({ requestStatus: 1 });
    const afterBooking = slotOf(await availability(desk, ids.badminton), c1, '09:00:00');
    expect(afterBooking).toMatchObject({
      status: SlotStatus.booked,
      bookingId: booked.json().bookingId,
      customerName: 'Test Player',
      paymentPending: true,
    });

    // The full pitch locks both halves; a half locks the full pitch but not the other half.
    expect((await add(admin, ids.courts['Half A'], '10:00:00', ids.football)).json().requestStatus).toBe(1);
    const football = await availability(desk, ids.football);
    expect(slotOf(football, ids.courts['Full Pitch'], '10:00:00').status).toBe(SlotStatus.locked);
    expect(slotOf(football, ids.courts['Half B'], '10:00:00').status).toBe(SlotStatus.book);
    expect(slotOf(football, ids.courts['Half A'], '10:00:00').status).toBe(SlotStatus.inProgress);
    const locked = await desk.get(
      `/api/slot/locked/status?activityId=${ids.football}&date=${date}&slot=10:00:00&courtId=${ids.courts['Full Pitch']}`,
    );
    expect(locked.json()).toMatchObject({
      requestStatus: 1,
      locked: true,
      lockedBy: [{ courtId: ids.courts['Half A'], courtName: 'Half A', status: 'Booking in Progress' }],
    });
    await admin.post('/api/carting/clear');

    // Blocks belong to the blocking module; its rows live in the same occupancy table.
    await t.db.db.execute(sql`INSERT INTO occupancy (club_id, court_id, activity_id, lock_key, during, kind, source_court_id, block_id)
      SELECT club_id, id, activity_id, 'c:' || id, tsrange(${`${date} 12:00`}::timestamp, ${`${date} 13:00`}::timestamp), 'block', id, 42
      FROM courts WHERE id = ${ids.courts['Court 2']}`);
    const blocked = slotOf(await availability(desk, ids.badminton), ids.courts['Court 2'], '12:00:00');
    expect(blocked).toMatchObject({ status: SlotStatus.blocked, blocked: true, blockingId: 42, available: 0 });
    const refused = await add(admin, ids.courts['Court 2'], '12:00:00');
    expect(refused.json()).toEqual({ requestStatus: 0, message: 'This slot is no longer available', code: 'slotUnavailable' });
  });

  it('shows a paid booking as Booked without payment pending', async () => {
    const c3 = ids.courts['Court 3'];
    await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: c3, date, time: '08:00:00' });
    const res = await admin.post('/api/booking', checkout({ paymentMode: 2, totalPaidAmount: 400 }));
    expect(res.json().requestStatus).toBe(1);
    expect(slotOf(await availability(desk, ids.badminton), c3, '08:00:00')).toMatchObject({ status: 'Booked', paymentPending: false });
  });

  it('counts group places: available out of the maximum, Booked when full', async () => {
    const pool = ids.courts.Pool;
    const add = (c: Client, count: number) =>
      c.post('/api/carting/slot/add', { activityId: ids.swimming, courtId: pool, date, time: '07:00:00', count });
    expect((await add(desk, 15)).json().requestStatus).toBe(1);
    const seen = slotOf(await availability(admin, ids.swimming), pool, '07:00:00');
    expect(seen).toMatchObject({ status: 'Book', available: 5, maxSlotCount: 20, activityType: 1 });
    expect(slotOf(await availability(desk, ids.swimming), pool, '07:00:00').status).toBe('Carted');
    expect((await add(admin, 6)).json()).toEqual({
      requestStatus: 0,
      message: 'Only 5 place(s) left in this slot',
      code: 'placesLeft',
      codeValues: { count: 5 },
    });
    expect((await add(admin, 5)).json().requestStatus).toBe(1);
    expect(slotOf(await availability(admin, ids.swimming), pool, '07:00:00')).toMatchObject({ status: 'Carted', available: 0 });
    const res = await desk.post('/api/booking', checkout({}, { mobile: '9123456781' }));
    expect(res.json().requestStatus).toBe(1);
    await admin.post('/api/booking', checkout({}, { mobile: '9123456782' }));
    const full = slotOf(await availability(desk, ids.swimming), pool, '07:00:00');
    expect(full).toMatchObject({ status: 'Booked', available: 0, count: 20, paymentPending: true });
    const details = await desk.post('/api/slot/booking/details', { activityId: ids.swimming, courtId: pool, date, slot: '07:00:00' });
    expect(details.json()).toMatchObject({ requestStatus: 1, available: 0, maxSlotCount: 20 });
    expect(details.json().bookings.map((b: { slotCount: number }) => b.slotCount)).toEqual([15, 5]);
  });

  it('shows the demo bookings of today', async () => {
    const today = todayIn('Asia/Kolkata');
    const body = await availability(desk, ids.badminton, today);
    expect(slotOf(body, ids.courts['Court 1'], '18:00:00')).toMatchObject({
      status: 'Booked',
      paymentPending: false,
      customerName: 'Arjun Mehta',
    });
    expect(slotOf(body, ids.courts['Court 2'], '19:00:00')).toMatchObject({ status: 'Booked', paymentPending: true });
  });
});
