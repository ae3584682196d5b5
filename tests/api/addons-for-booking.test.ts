import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BookingActionMessages as M } from '../../contract/booking-actions';
import type { ClubExtra } from '../../contract/cart';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { bookOne, details, riversideClient, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 24 item 5: Booking Details' Add Add-ons offers every add-on the booking may carry (the
 * club's own and its sport's), the same list checkout's Accessories offers: GET /api/extras/offered.
 */
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
const date = plainMonday(42);

const offered = async (c: Client, activityId?: number) => {
  const res = await c.get(`/api/extras/offered${activityId === undefined ? '' : `?activityId=${activityId}`}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { requestStatus: number; extras?: ClubExtra[]; message?: string };
};
const names = (list: ClubExtra[] | undefined) => (list ?? []).map((e) => e.name);
const CLUB_OWN = ['Racket rental', 'Shuttle tube', 'Towel'];

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  q = sqlOf(t);
});
afterAll(async () => {
  await t?.close();
});

describe('the add-ons a booking may carry', () => {
  it("a swimming booking is offered the club's own add-ons and the sport's, as the demo seeds them", async () => {
    const id = await bookOne(admin, ids, { court: 'Pool', activity: ids.swimming, date, time: '07:00:00', count: 1 });
    const booking = await details(admin, id);
    expect(booking.activityId).toBe(ids.swimming);
    const body = await offered(admin, booking.activityId);
    expect(body.requestStatus).toBe(1);
    expect(body.extras).toEqual([
      { extraId: expect.any(Number), name: 'Racket rental', price: 100, isRent: true, quantity: 20, activityId: null },
      { extraId: expect.any(Number), name: 'Shuttle tube', price: 450, isRent: false, quantity: 30, activityId: null },
      { extraId: expect.any(Number), name: 'Towel', price: 50, isRent: true, quantity: 40, activityId: null },
      { extraId: expect.any(Number), name: 'Swim cap', price: 150, isRent: false, quantity: 25, activityId: ids.swimming },
    ]);
    // The desk (calendar read) sees the same list.
    expect(await offered(desk, booking.activityId)).toEqual(body);
  });

  it('the cart takes only the add-ons its sport may carry: Swim cap is refused in a badminton cart', async () => {
    const swimCap = (await offered(admin, ids.swimming)).extras!.find((e) => e.name === 'Swim cap')!;
    const towel = (await offered(admin)).extras!.find((e) => e.name === 'Towel')!;
    await admin.post('/api/carting/clear');
    const slot = await admin.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 3'],
      date,
      time: '16:00:00',
    });
    expect(slot.json().requestStatus).toBe(1);
    expect((await admin.post('/api/carting/extra/add', { extraId: swimCap.extraId, quantity: 1 })).json()).toEqual({
      requestStatus: 0,
      message: 'Add-on not found',
      code: 'addonNotFound',
    });
    expect((await admin.post('/api/carting/extra/add', { extraId: towel.extraId, quantity: 1 })).json().requestStatus).toBe(1);
    await admin.post('/api/carting/clear');
  });

  it("a badminton booking gets the club's own only, never another sport's", async () => {
    const id = await bookOne(admin, ids, { court: 'Court 1', date, time: '08:00:00' });
    expect(names((await offered(admin, (await details(admin, id)).activityId)).extras)).toEqual(CLUB_OWN);
    // Without an activity (a cart with no slot yet): the club's own.
    expect(names((await offered(admin)).extras)).toEqual(CLUB_OWN);
  });

  it("what is offered can be added to the booking: the club's Towel with a cash advance is one money row of that advance", async () => {
    const id = await bookOne(admin, ids, { court: 'Pool', activity: ids.swimming, date, time: '09:00:00', count: 1 });
    const list = (await offered(admin, ids.swimming)).extras!;
    const towel = list.find((e) => e.name === 'Towel')!;
    const cap = list.find((e) => e.name === 'Swim cap')!;
    const add = (extra: object) => admin.post('/api/booking/extra/update', { bookingId: id, extras: [extra] });
    expect((await add({ extraId: towel.extraId, quantity: 2, advance: 80, mode: 1 })).json()).toEqual({
      requestStatus: 1,
      message: M.extrasAdded,
    });
    expect((await add({ extraId: cap.extraId, quantity: 1 })).json()).toEqual({ requestStatus: 1, message: M.extrasAdded });
    const d = await details(admin, id);
    expect(d.extras.map((e: { items: string; quantity: number }) => [e.items, e.quantity])).toEqual([
      ['Towel', 2],
      ['Swim cap', 1],
    ]);
    expect(d.extrasSummary).toEqual({ gross: 250, discount: 0, advance: 80, balance: 170 });
    const money = await q<{ amount_minor: number; mode: number }>(
      sql`SELECT amount_minor::int AS amount_minor, mode FROM transactions WHERE booking_id = ${id} AND target = 'extras'`,
    );
    expect(money).toEqual([{ amount_minor: 8000, mode: 1 }]);
  });

  it('an inactive add-on leaves the list; a new one of the sport joins it; another sport keeps its own', async () => {
    await admin.post('/api/club/extras/configure', {
      name: 'Goggles',
      quantity: 5,
      price: 90,
      isRent: true,
      isPerActivity: true,
      activityId: ids.swimming,
    });
    await admin.post('/api/club/extras/configure', {
      name: 'Shin guards',
      quantity: 5,
      price: 40,
      isRent: true,
      isPerActivity: true,
      activityId: ids.football,
    });
    const towel = (await offered(admin)).extras!.find((e) => e.name === 'Towel')!;
    const off = await admin.post('/api/club/extras/update', {
      extraId: towel.extraId,
      name: 'Towel',
      quantity: 40,
      price: 50,
      active: false,
    });
    expect(off.json().requestStatus).toBe(1);
    expect(names((await offered(admin, ids.swimming)).extras)).toEqual(['Racket rental', 'Shuttle tube', 'Goggles', 'Swim cap']);
    expect(names((await offered(admin, ids.football)).extras)).toEqual(['Racket rental', 'Shuttle tube', 'Shin guards']);
  });

  it("another club's add-ons and activities stay out of sight", async () => {
    const riverside = await riversideClient(t);
    expect(names((await offered(riverside)).extras)).toEqual(['Ball can']);
    expect(await offered(riverside, ids.swimming)).toEqual({ requestStatus: 0, message: 'Activity not found', code: 'activityNotFound' });
  });

  it('a malformed activityId is a 400 naming the field', async () => {
    const res = await admin.get('/api/extras/offered?activityId=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/activityId/);
  });
});
