import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BookingActionMessages as BM } from '../../contract/booking-actions';
import { CartMessages } from '../../contract/cart';
import { MarketplaceMessages as M } from '../../contract/marketplace';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { details, failed, riversideClient, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
let key: string;
const date = plainMonday(70);

const market = (url: string, payload: object, apiKey = key, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/marketplace${url}`, headers: { 'x-api-key': apiKey, ...headers }, payload });
const sale = (time: string, over: object = {}) => ({
  activityId: ids.badminton,
  courtId: ids.courts['Court 2'],
  date,
  time,
  customer: { name: 'Online Player', countryCode: '+91', mobile: '9812345678' },
  ...over,
});

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  q = sqlOf(t);
  const created = (await admin.post('/api/club/marketplace/keys', { name: 'Playo' })).json();
  expect(created).toMatchObject({ requestStatus: 1, message: M.keyCreated, keyInfo: { name: 'Playo', revokedAt: null } });
  key = created.key;
});
afterAll(async () => {
  await t?.close();
});

describe('marketplace API keys', () => {
  it('stores only a hash, lists without the key, needs feature 19, refuses a blank name', async () => {
    const stored = await q<{ key_hash: string }>(sql`SELECT key_hash FROM marketplace_keys`);
    expect(stored.map((r) => r.key_hash)).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(key);
    const list = (await admin.get('/api/club/marketplace/keys')).json();
    expect(list.keys).toEqual([expect.objectContaining({ name: 'Playo', keyPrefix: key.slice(0, 10) })]);
    expect(JSON.stringify(list)).not.toContain(key);
    expect((await admin.post('/api/club/marketplace/keys', { name: '  ' })).json()).toEqual(failed(M.nameRequired));
    expect((await desk.post('/api/club/marketplace/keys', { name: 'x' })).json().requestStatus).toBe(-1);
  });

  it('a wrong, missing or revoked key is a 401', async () => {
    expect((await market('/bookings', sale('06:00:00'), 'cdm_wrong')).statusCode).toBe(401);
    expect((await market('/bookings', sale('06:00:00'), '')).json()).toEqual(failed(M.invalidKey));
    const spare = (await admin.post('/api/club/marketplace/keys', { name: 'Spare' })).json();
    expect((await market('/bookings/cancel', { bookingId: 1 }, spare.key)).statusCode).toBe(200);
    expect((await admin.post('/api/club/marketplace/keys/revoke', { id: spare.keyInfo.id })).json()).toEqual({
      requestStatus: 1,
      message: M.keyRevoked,
    });
    expect((await market('/bookings', sale('06:00:00'), spare.key)).statusCode).toBe(401);
    expect((await admin.post('/api/club/marketplace/keys/revoke', { id: spare.keyInfo.id })).json()).toEqual(failed(M.keyNotFound));
    // Another club's admin cannot revoke this club's key.
    const other = await riversideClient(t);
    const mine = (await admin.get('/api/club/marketplace/keys')).json().keys[0];
    expect((await other.post('/api/club/marketplace/keys/revoke', { id: mine.id })).json()).toEqual(failed(M.keyNotFound));
  });
});

describe('marketplace bookings', () => {
  it('creates a pay-later booking with masked details; staff cannot cancel or reschedule it', async () => {
    const res = (await market('/bookings', sale('07:00:00'))).json();
    expect(res).toMatchObject({ requestStatus: 1, message: M.booked, price: 400 });
    const d = await details(admin, res.bookingId);
    expect(d).toMatchObject({
      isMarketplaceBooking: true,
      isBnpl: true,
      maskCustomerDetails: true,
      place: 'marketplace',
      handler: 'marketplace',
    });
    expect(d.customerDetails.customerMobile).toBe('98XXXXXX78');
    expect((await market('/bookings', sale('07:00:00'))).json()).toEqual(failed(CartMessages.slotUnavailable));
    expect((await admin.post('/api/booking/cancellation', { bookingId: res.bookingId, refundType: 0 })).json()).toEqual(
      failed(BM.marketplace),
    );
    // Staff may mark a pay-later marketplace booking as a no-show, once it has started (issue 24 item 12).
    expect((await admin.post('/api/booking/noshow', { bookingId: res.bookingId })).json()).toEqual(failed(BM.noShowBeforeStart));
    await q(sql`UPDATE bookings SET booking_date = booking_date - 100 WHERE id = ${res.bookingId}`);
    expect((await admin.post('/api/booking/noshow', { bookingId: res.bookingId })).json().requestStatus).toBe(1);
  });

  it('reschedule requests need the club to enable them; cancel refunds as per policy', async () => {
    const { bookingId } = (await market('/bookings', sale('08:00:00', { paidAmount: 400 }))).json();
    const move = { bookingId, rescheduleDate: date, startTime: '09:00:00', courtId: ids.courts['Court 3'] };
    expect((await market('/bookings/reschedule', move)).json()).toEqual(failed(M.rescheduleNotEnabled));
    await admin.post('/api/booking/reschedule/enable', { bookingId });
    expect((await market('/bookings/reschedule', move)).json()).toEqual({ requestStatus: 1, message: BM.rescheduled });
    expect((await details(admin, bookingId)).courts).toEqual(['Court 3']);
    const cancelled = (await market('/bookings/cancel', { bookingId, remarks: 'Customer cancelled' })).json();
    expect(cancelled).toEqual({ requestStatus: 1, message: BM.cancelDone, refund: 400 });
    const rows = await q<{ amount_minor: number; mode: number; place: string }>(
      sql`SELECT amount_minor, mode, place FROM transactions WHERE booking_id = ${bookingId} AND kind = 'refund'`,
    );
    expect(rows).toEqual([{ amount_minor: -40000, mode: 3, place: 'marketplace' }]);
  });

  it("acts only on its own bookings of its key's club; bad input is a 400", async () => {
    const add = await admin.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 4'],
      date,
      time: '10:00:00',
    });
    expect(add.json().requestStatus).toBe(1);
    const desked = (await admin.post('/api/booking', { customerDetails: { name: 'Desk', mobile: '9123400001' } })).json().bookingId;
    expect((await market('/bookings/cancel', { bookingId: desked })).json()).toEqual(failed('Booking not found'));
    expect((await market('/bookings', sale('06:00:00', { paidAmount: 1000 }))).json()).toEqual(failed(M.paidTooMuch));
    const bad = await market('/bookings', { ...sale('06:00:00'), date: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/date/);
  });

  it('a repeated Idempotency-Key books once', async () => {
    const headers = { 'idempotency-key': 'mk-1' };
    const [a, b] = await Promise.all([
      market('/bookings', sale('11:00:00'), key, headers),
      market('/bookings', sale('11:00:00'), key, headers),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(a.json().requestStatus).toBe(1);
  });

  it('is documented in the OpenAPI with its key scheme; the demo club has marketplace bookings', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/marketplace/bookings', '/api/marketplace/bookings/cancel', '/api/marketplace/bookings/reschedule']),
    );
    expect(doc.components.securitySchemes.marketplaceKey).toMatchObject({ type: 'apiKey', name: 'X-Api-Key' });
    const demo = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM bookings WHERE is_marketplace AND customer_name IN ('Farah Ali', 'Dev Malhotra')`,
    );
    expect(demo).toEqual([{ n: 2 }]);
  });
});
