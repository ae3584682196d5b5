import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { KEY_REUSED_MESSAGE } from '../../server/core/run-write';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
const date = plainMonday(49);

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

const cart = async (c: Client, court: string, time: string) =>
  expect(
    (await c.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts[court], date, time })).json().requestStatus,
  ).toBe(1);
const bookingsOf = async (id: number) =>
  ((await t.db.db.execute(sql`SELECT count(*)::int AS n FROM bookings WHERE id = ${id}`)) as unknown as { rows: { n: number }[] }).rows[0]
    .n;

describe('Idempotency-Key scope', () => {
  it('belongs to the user who sent it: the same key from another user books for that user', async () => {
    await cart(admin, 'Court 1', '07:00:00');
    await cart(desk, 'Court 2', '07:00:00');
    const key = { 'idempotency-key': 'shared-key-1' };
    const first = (await admin.post('/api/booking', checkout(), key)).json();
    const second = (await desk.post('/api/booking', checkout(), key)).json();
    expect(first.requestStatus).toBe(1);
    expect(second.requestStatus).toBe(1);
    expect(second.bookingId).not.toBe(first.bookingId);
    expect(await bookingsOf(second.bookingId)).toBe(1);
    expect((await desk.get('/api/carting/details')).json().cart.slots).toEqual([]);
  });

  it('answers 422 when the same key comes with a different request, and writes nothing', async () => {
    const key = { 'idempotency-key': 'cart-body-key' };
    const first = await admin.post(
      '/api/carting/slot/add',
      { activityId: ids.badminton, courtId: ids.courts['Court 3'], date, time: '08:00:00' },
      key,
    );
    expect(first.json().requestStatus).toBe(1);
    const other = await admin.post(
      '/api/carting/slot/add',
      { activityId: ids.badminton, courtId: ids.courts['Court 4'], date, time: '08:00:00' },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ requestStatus: 0, message: KEY_REUSED_MESSAGE });
    const slots = (await admin.get('/api/carting/details')).json().cart.slots as { courtId: number }[];
    expect(slots.map((s) => s.courtId)).toEqual([ids.courts['Court 3']]);
    // The same request again is still a replay.
    const again = await admin.post(
      '/api/carting/slot/add',
      { activityId: ids.badminton, courtId: ids.courts['Court 3'], date, time: '08:00:00' },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().requestStatus).toBe(1);
    await admin.post('/api/carting/clear');
  });

  it('refuses a key longer than 200 characters with 400 naming the header (no silent cut)', async () => {
    await cart(admin, 'Court 5', '09:00:00');
    const res = await admin.post('/api/booking', checkout(), { 'idempotency-key': 'k'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ requestStatus: 0, errors: [{ path: 'Idempotency-Key' }] });
    expect(res.json().message).toContain('Idempotency-Key');
    expect((await admin.post('/api/booking', checkout(), { 'idempotency-key': 'k'.repeat(200) })).json().requestStatus).toBe(1);
  });
});
