import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BookingMessages } from '../../contract/booking';
import { BookingActionMessages as BM } from '../../contract/booking-actions';
import { CartMessages } from '../../contract/cart';
import { DEFAULT_KEY_PER_MINUTE, MarketplaceMessages as M } from '../../contract/marketplace';
import { buildApp } from '../../server/app';
import { bookOne, details, failed, sqlOf } from './booking-after-fixtures';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { TEST_SETTINGS, type TestApp } from './helpers/test-app';

/**
 * Issue 26 item 3 (ADR 0070): two partners' keys of one club are kept apart (a key acts only on
 * the bookings it sold; stored replies belong to the key that sent them) and each key is held
 * to its requests per minute, counted in the database so every API process shares the count.
 */
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
const keys: Record<string, { key: string; id: number }> = {};
const date = plainMonday(77);

const market = (apiKey: string, url: string, payload?: object, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/marketplace${url}`,
    headers: { 'x-api-key': apiKey, ...headers },
    ...(payload ? { payload } : {}),
  });
const sale = (time: string, court = 'Court 2') => ({
  activityId: ids.badminton,
  courtId: ids.courts[court],
  date,
  time,
  customer: { name: 'Online Player', countryCode: '+91', mobile: '9812345678' },
});
const newKey = async (name: string, perMinute?: number) => {
  const res = (await admin.post('/api/club/marketplace/keys', { name, ...(perMinute ? { perMinute } : {}) })).json();
  expect(res).toMatchObject({ requestStatus: 1, keyInfo: { name, perMinute: perMinute ?? DEFAULT_KEY_PER_MINUTE } });
  keys[name] = { key: res.key, id: res.keyInfo.id };
  return keys[name];
};

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  q = sqlOf(t);
  await newKey('Alpha');
  await newKey('Beta');
});
afterAll(async () => {
  await t?.close();
});

describe('a key acts only on the bookings it sold', () => {
  it("another key of the club gets 'not found' for cancel and reschedule, and nothing changes", async () => {
    const a = keys.Alpha.key;
    const b = keys.Beta.key;
    const sold = (await market(a, '/bookings', sale('06:00:00'))).json();
    expect(sold).toMatchObject({ requestStatus: 1, message: M.booked });
    await admin.post('/api/booking/reschedule/enable', { bookingId: sold.bookingId });

    const move = { bookingId: sold.bookingId, rescheduleDate: date, startTime: '07:00:00', courtId: ids.courts['Court 3'] };
    // The same envelope as an id that does not exist: a key cannot tell another key's booking apart.
    expect((await market(b, '/bookings/cancel', { bookingId: sold.bookingId })).json()).toEqual(failed(BookingMessages.notFound));
    expect((await market(b, '/bookings/reschedule', move)).json()).toEqual(failed(BookingMessages.notFound));
    expect((await market(b, '/bookings/cancel', { bookingId: 99_999_999 })).json()).toEqual(failed(BookingMessages.notFound));
    const after = await details(admin, sold.bookingId);
    expect(after.bookingCancelled).toBe(false);
    expect(after.bookedCourts).toEqual([expect.objectContaining({ time: expect.stringContaining('06:00') })]);

    // A desk booking is no key's.
    const desked = await bookOne(desk, ids, { court: 'Court 4', date, time: '06:00:00' });
    expect((await market(a, '/bookings/cancel', { bookingId: desked })).json()).toEqual(failed(BookingMessages.notFound));

    // The key that sold it still may.
    expect((await market(a, '/bookings/cancel', { bookingId: sold.bookingId, remarks: 'Customer cancelled' })).json()).toMatchObject({
      requestStatus: 1,
      message: BM.cancelDone,
    });
    const seller = await q<{ key_id: number }>(sql`SELECT key_id FROM marketplace_bookings WHERE booking_id = ${sold.bookingId}`);
    expect(seller).toEqual([{ key_id: keys.Alpha.id }]);
  });
});

describe('idempotency is scoped to the key', () => {
  it('the same Idempotency-Key from two keys is two requests; a stored reply goes only to its key', async () => {
    const a = keys.Alpha.key;
    const b = keys.Beta.key;
    const idem = { 'idempotency-key': 'partner-order-1' };
    const first = (await market(a, '/bookings', sale('08:00:00'), idem)).json();
    expect(first).toMatchObject({ requestStatus: 1, message: M.booked });
    // Beta's request is its own: it tries the (now taken) slot instead of receiving Alpha's booking.
    const second = (await market(b, '/bookings', sale('08:00:00'), idem)).json();
    expect(second).toEqual(failed(CartMessages.slotUnavailable));
    expect(JSON.stringify(second)).not.toContain(String(first.bookingId));
    // Alpha's repeat is still a replay of Alpha's reply, writing nothing.
    expect((await market(a, '/bookings', sale('08:00:00'), idem)).json()).toEqual(first);

    // Different sales under one key value: both keys get their own booking.
    const shared = { 'idempotency-key': 'partner-order-2' };
    const mine = (await market(a, '/bookings', sale('09:00:00'), shared)).json();
    const theirs = (await market(b, '/bookings', sale('10:00:00'), shared)).json();
    expect(mine).toMatchObject({ requestStatus: 1 });
    expect(theirs).toMatchObject({ requestStatus: 1 });
    expect(theirs.bookingId).not.toBe(mine.bookingId);
    const stored = await q<{ api_key_id: number }>(
      sql`SELECT api_key_id FROM idempotency_keys WHERE key = 'partner-order-2' ORDER BY api_key_id`,
    );
    expect(stored.map((r) => r.api_key_id)).toEqual([keys.Alpha.id, keys.Beta.id].sort((x, y) => x - y));
  });
});

describe('each key is rate-limited', () => {
  it('answers 429 with Retry-After past the limit, across processes, per key; the next window passes', async () => {
    const limited = await newKey('Gamma', 5);
    // A second API process on the same database: the count is in the database, not in memory.
    const second: FastifyInstance = await buildApp({ db: t.db, settings: TEST_SETTINGS });
    await second.ready();
    try {
      for (let i = 0; i < 5; i++) {
        const res = await market(limited.key, '/events', undefined, {}, i % 2 ? second : t.app);
        expect(res.statusCode, `request ${i + 1}`).toBe(200);
      }
      const refused = await market(limited.key, '/events', undefined, {}, second);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(failed(M.tooManyRequests));
      const wait = Number(refused.headers['retry-after']);
      expect(Number.isInteger(wait) && wait >= 1 && wait <= 60, `Retry-After ${refused.headers['retry-after']}`).toBe(true);
      // Writes are refused too, and write nothing.
      const write = await market(limited.key, '/bookings', sale('11:00:00'), {}, t.app);
      expect(write.statusCode).toBe(429);
      expect(await q(sql`SELECT 1 FROM bookings WHERE booking_date = ${date} AND start_time = '11:00:00'`)).toEqual([]);
      // Another key of the club keeps its own count.
      expect((await market(keys.Beta.key, '/events')).statusCode).toBe(200);

      // A minute later (the window moved back rather than waiting it out) the key is served again.
      await q(sql`UPDATE marketplace_keys SET window_start = window_start - interval '61 seconds' WHERE id = ${limited.id}`);
      expect((await market(limited.key, '/events', undefined, {}, second)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('an admin sets a key’s limit; a limit out of range is refused by name and changes nothing', async () => {
    const key = await newKey('Delta', 2);
    const bad = await admin.post('/api/club/marketplace/keys/limit', { id: key.id, perMinute: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Requests per minute must be at least 1');
    expect((await desk.post('/api/club/marketplace/keys/limit', { id: key.id, perMinute: 3 })).json().requestStatus).toBe(-1);
    expect((await admin.post('/api/club/marketplace/keys/limit', { id: key.id, perMinute: 3 })).json()).toEqual({
      requestStatus: 1,
      message: M.limitSaved,
    });
    const listed = (await admin.get('/api/club/marketplace/keys')).json().keys as { id: number; perMinute: number }[];
    expect(listed.find((k) => k.id === key.id)?.perMinute).toBe(3);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await market(key.key, '/events')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
