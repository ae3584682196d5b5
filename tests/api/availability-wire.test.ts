import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { availabilityReply, SlotStatus } from '../../contract/availability';
import { courtSlotTimes } from '../../contract/availability-wire';
import { courtSlots } from '../../server/core/court-slots';
import { buildApp } from '../../server/app';
import { checkout, dayOf, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import { TEST_SETTINGS, type TestApp } from './helpers/test-app';

// The lean, cached, compressed availability reply (ADR 0023): its size, its encodings, its
// validators, and that a change made on one desk (on either of two API processes sharing one
// database) reaches the cached reply every other desk gets.
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let other: FastifyInstance;
const date = plainMonday(42);

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  other = await buildApp({ db: t.db, settings: TEST_SETTINGS });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

type Headers = Record<string, string>;
const read = (c: Client, headers: Headers = {}, activityId = ids.badminton) => c.post('/api/availability', { activityId, date }, headers);
const readOnOther = (c: Client, headers: Headers = {}) =>
  other.inject({
    method: 'POST',
    url: '/api/availability',
    headers: { authorization: `Bearer ${c.token}`, ...headers },
    payload: { activityId: ids.badminton, date },
  });
const onOther = (c: Client, url: string, payload?: object) =>
  other.inject({ method: 'POST', url, headers: { authorization: `Bearer ${c.token}` }, ...(payload ? { payload } : {}) });

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const started = Date.now();
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() - started > 3000) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the lean availability reply', () => {
  it('names each court once and derives the slot times the server walks', async () => {
    const res = await read(desk);
    const body = availabilityReply.parse(res.json());
    for (const court of body.courts!) {
      expect(court.status.length).toBe(
        courtSlots({ openTime: court.openTime, closeTime: court.closeTime, slotDurationMinutes: court.slotDuration }).length,
      );
      expect(courtSlotTimes(court.openTime, court.closeTime, court.slotDuration).map((s) => s.slotTime)).toEqual(
        courtSlots({ openTime: court.openTime, closeTime: court.closeTime, slotDurationMinutes: court.slotDuration }).map(
          (s) => s.slotTime,
        ),
      );
    }
    // The court's name is on the court, not on each of its slots.
    expect(res.body.split('"Court 1"').length - 1).toBe(1);
    expect(dayOf(body).courts[0].slots[0]).toMatchObject({ courtName: 'Court 1', slotDate: date, activityId: ids.badminton });
  });

  it('sends br or gzip when accepted, the same bytes once decoded, and plain JSON otherwise', async () => {
    const plain = await read(desk);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await read(desk, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const gz = await read(desk, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    // Other JSON replies over 1 KB are compressed too (@fastify/compress).
    const courts = await desk.get(`/api/court/details?activityId=${ids.badminton}`);
    const compressed = await t.app.inject({
      method: 'GET',
      url: `/api/court/details?activityId=${ids.badminton}`,
      headers: { ...t.authHeader(desk.token), 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe(courts.rawPayload.length >= 1024 ? 'gzip' : undefined);
  });

  it('answers 304 to a desk whose copy is current, and the new day once another desk changed it', async () => {
    const first = await read(desk);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await read(desk, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The other process serves the same bytes for the same day: its validator matches too.
    expect((await readOnOther(desk, { 'if-none-match': etag })).statusCode).toBe(304);

    // A hold taken by the admin desk on this process: the desk's copy is stale at once.
    expect(
      (
        await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 1'], date, time: '09:00:00' })
      ).json().requestStatus,
    ).toBe(1);
    const changed = await read(desk, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(slotOf(changed.json(), ids.courts['Court 1'], '09:00:00').status).toBe(SlotStatus.inProgress);
    expect(slotOf((await read(admin)).json(), ids.courts['Court 1'], '09:00:00').status).toBe(SlotStatus.carted);
    // …and on the other process, within its change_log poll.
    const seen = await until(
      () => readOnOther(desk, { 'if-none-match': etag }),
      (r) => r.statusCode === 200,
    );
    expect(seen.statusCode).toBe(200);
    expect(slotOf(seen.json(), ids.courts['Court 1'], '09:00:00').status).toBe(SlotStatus.inProgress);
    await admin.post('/api/carting/clear');
  });

  it('a booking confirmed on the other process reaches the cached day every desk here gets', async () => {
    const before = await read(desk);
    const etag = before.headers.etag as string;
    expect(slotOf(before.json(), ids.courts['Court 2'], '10:00:00').status).toBe(SlotStatus.book);
    expect(
      (
        await onOther(admin, '/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 2'], date, time: '10:00:00' })
      ).json().requestStatus,
    ).toBe(1);
    const booked = await onOther(admin, '/api/booking', checkout({}, { name: 'Wire Test', mobile: '9123456701' }));
    expect(booked.json().requestStatus).toBe(1);
    for (const c of [desk, admin]) {
      const after = await until(
        () => read(c, { 'if-none-match': etag }),
        (r) => r.statusCode === 200 && slotOf(r.json(), ids.courts['Court 2'], '10:00:00').status === SlotStatus.booked,
      );
      expect(slotOf(after.json(), ids.courts['Court 2'], '10:00:00')).toMatchObject({
        status: SlotStatus.booked,
        bookingId: booked.json().bookingId,
        customerName: 'Wire Test',
      });
    }
  });
});
