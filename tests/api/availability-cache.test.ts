import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { availabilityReply, SlotStatus } from '../../contract/availability';
import { buildApp } from '../../server/app';
import { checkout, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import { TEST_SETTINGS, type TestApp } from './helpers/test-app';

// The availability day cache (ADR 0006): every read after a change — this process's own
// writes, an expiring hold, another process's writes — must show it.
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
/** A second API process on the same database, with its own cache and poller. */
let other: FastifyInstance;
const date = plainMonday(35);

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  other = await buildApp({ db: t.db, settings: TEST_SETTINGS });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const read = async (c: Client, activityId = ids.badminton, d = date) => {
  const res = await c.post('/api/availability', { activityId, date: d });
  expect(res.statusCode).toBe(200);
  return res;
};
const status = async (c: Client, court: string, time: string, activityId = ids.badminton) =>
  slotOf((await read(c, activityId)).json(), ids.courts[court], time).status;
const add = (c: Client, court: string, time: string, activityId = ids.badminton) =>
  c.post('/api/carting/slot/add', { activityId, courtId: ids.courts[court], date, time });
const onOther = (c: Client, url: string, payload?: object) =>
  other.inject({ method: 'POST', url, headers: { authorization: `Bearer ${c.token}` }, ...(payload ? { payload } : {}) });

describe('POST /api/availability from the day cache', () => {
  it('answers exactly what the zod serializer would write, for every status and for each desk', async () => {
    expect((await add(admin, 'Court 1', '09:00:00')).json().requestStatus).toBe(1);
    expect((await add(admin, 'Half A', '10:00:00', ids.football)).json().requestStatus).toBe(1);
    expect(
      (
        await desk.post('/api/carting/slot/add', { activityId: ids.swimming, courtId: ids.courts.Pool, date, time: '07:00:00', count: 3 })
      ).json().requestStatus,
    ).toBe(1);
    for (const c of [admin, desk]) {
      for (const activityId of [ids.badminton, ids.football, ids.swimming]) {
        for (let i = 0; i < 2; i++) {
          const res = await read(c, activityId);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          // Schema-valid, nothing extra, same key order: byte for byte the serializer's output.
          expect(res.body).toBe(JSON.stringify(z.encode(availabilityReply, res.json())));
        }
      }
    }
    const missing = await desk.post('/api/availability', { activityId: 999999, date });
    expect(missing.json()).toEqual({ requestStatus: 0, message: 'Activity not found', code: 'activityNotFound' });
    await admin.post('/api/carting/clear');
    await desk.post('/api/carting/clear');
  });

  it("shows another desk's hold, release, booking and clear on the very next read", async () => {
    expect(await status(desk, 'Court 2', '11:00:00')).toBe(SlotStatus.book);
    expect((await add(admin, 'Court 2', '11:00:00')).json().requestStatus).toBe(1);
    expect(await status(desk, 'Court 2', '11:00:00')).toBe(SlotStatus.inProgress);
    expect(await status(admin, 'Court 2', '11:00:00')).toBe(SlotStatus.carted);

    const cartedSlotId = (await admin.get('/api/carting/details')).json().cart.slots[0].cartedSlotId;
    expect((await admin.post(`/api/carting/slot/remove?cartedSlotId=${cartedSlotId}`)).json().requestStatus).toBe(1);
    expect(await status(desk, 'Court 2', '11:00:00')).toBe(SlotStatus.book);

    await add(admin, 'Court 2', '11:00:00');
    expect(await status(desk, 'Court 2', '11:00:00')).toBe(SlotStatus.inProgress);
    const booked = await admin.post('/api/booking', checkout({ paymentMode: 1, totalPaidAmount: 100 }));
    expect(booked.json().requestStatus).toBe(1);
    expect(slotOf((await read(desk)).json(), ids.courts['Court 2'], '11:00:00')).toMatchObject({
      status: SlotStatus.booked,
      bookingId: booked.json().bookingId,
      paymentPending: true,
    });

    await add(admin, 'Court 3', '11:00:00');
    expect(await status(desk, 'Court 3', '11:00:00')).toBe(SlotStatus.inProgress);
    await admin.post('/api/carting/clear');
    expect(await status(desk, 'Court 3', '11:00:00')).toBe(SlotStatus.book);
  });

  it('frees an expired hold on the next read, with no write in between', async () => {
    await t.db.db.execute(sql`UPDATE clubs SET config = config || '{"cartHoldMinutes": 0.04}'::jsonb`);
    try {
      const held = Date.now();
      expect((await add(admin, 'Court 4', '12:00:00')).json().requestStatus).toBe(1);
      // Let the poller pass the hold's own change_log row first: after that nothing drops the
      // cached day, and only the expiry judged at request time can free the slot.
      await new Promise((r) => setTimeout(r, 600));
      expect(await status(desk, 'Court 4', '12:00:00')).toBe(SlotStatus.inProgress);
      expect(await status(admin, 'Court 4', '12:00:00')).toBe(SlotStatus.carted);
      await new Promise((r) => setTimeout(r, Math.max(0, held + 2400 + 100 - Date.now())));
      expect(await status(desk, 'Court 4', '12:00:00')).toBe(SlotStatus.book);
      expect(await status(admin, 'Court 4', '12:00:00')).toBe(SlotStatus.book);
    } finally {
      await t.db.db.execute(sql`UPDATE clubs SET config = config || '{"cartHoldMinutes": 10}'::jsonb`);
      await admin.post('/api/carting/clear');
    }
  });

  /** Polls this process's availability until the slot shows `want`; returns the wait in ms. */
  async function waitForStatus(c: Client, court: string, time: string, want: string): Promise<number> {
    const started = Date.now();
    while ((await status(c, court, time)) !== want) {
      if (Date.now() - started > 3000) throw new Error(`${court} ${time} never showed ${want}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return Date.now() - started;
  }

  it("shows a second process's hold, booking and release within the poll bound", async () => {
    expect(await status(desk, 'Court 5', '13:00:00')).toBe(SlotStatus.book);
    expect(
      (
        await onOther(admin, '/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 5'], date, time: '13:00:00' })
      ).json().requestStatus,
    ).toBe(1);
    // The change_log poller runs every 400 ms: well within a second, never stale for long.
    expect(await waitForStatus(desk, 'Court 5', '13:00:00', SlotStatus.inProgress)).toBeLessThan(1500);
    expect(await status(admin, 'Court 5', '13:00:00')).toBe(SlotStatus.carted);

    expect((await onOther(admin, '/api/carting/clear')).json().requestStatus).toBe(1);
    expect(await waitForStatus(desk, 'Court 5', '13:00:00', SlotStatus.book)).toBeLessThan(1500);

    await onOther(admin, '/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 5'], date, time: '14:00:00' });
    expect((await onOther(admin, '/api/booking', checkout({}, { mobile: '9123456799' }))).json().requestStatus).toBe(1);
    expect(await waitForStatus(desk, 'Court 5', '14:00:00', SlotStatus.booked)).toBeLessThan(1500);
  });

  it('drops the club days on any change_log row, e.g. a block written by another module', async () => {
    expect(await status(desk, 'Court 6', '15:00:00')).toBe(SlotStatus.book);
    await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO occupancy (club_id, court_id, activity_id, lock_key, during, kind, source_court_id, block_id)
        SELECT club_id, id, activity_id, 'c:' || id, tsrange(${`${date} 15:00`}::timestamp, ${`${date} 16:00`}::timestamp), 'block', id, 7
        FROM courts WHERE id = ${ids.courts['Court 6']}`);
      await tx.execute(sql`INSERT INTO change_log (club_id, activity_id, slot_date, kind)
        SELECT club_id, activity_id, ${date}, 'block' FROM courts WHERE id = ${ids.courts['Court 6']}`);
    });
    expect(await waitForStatus(desk, 'Court 6', '15:00:00', SlotStatus.blocked)).toBeLessThan(1500);
  });
});
