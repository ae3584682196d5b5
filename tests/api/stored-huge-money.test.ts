import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

// Issue 24 item 7: a stored amount beyond every bound (put there by SQL, by an old release or a
// hand edit) never breaks a read: the add-on list, the booking details and the search answer.
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(77);
const HUGE = 900_000_000_000_000_000; // ₹9×10¹⁵ in paise: past 2^53, inside bigint

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

describe('stored huge amounts', () => {
  it('the club add-on list still answers', async () => {
    const made = await admin.post('/api/club/extras/configure', {
      name: 'Gold racket',
      price: 100,
      quantity: 5,
      isRent: false,
      isPerActivity: false,
    });
    expect(made.json().requestStatus).toBe(1);
    await t.db.db.execute(sql`UPDATE club_extras SET price_minor = ${sql.raw(String(HUGE))} WHERE name = 'Gold racket'`);
    const res = await admin.get('/api/club/extras');
    expect(res.statusCode).toBe(200);
    const gold = res.json().extras.find((e: { name: string }) => e.name === 'Gold racket');
    expect(gold.price).toBe(9e15);
  });

  it('booking details and search still answer', async () => {
    expect(
      (
        await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 1'], date, time: '10:00:00' })
      ).json().requestStatus,
    ).toBe(1);
    expect((await admin.post('/api/carting/extra/add', { name: 'Balls', price: 100, quantity: 3 })).json().requestStatus).toBe(1);
    const booked = (await admin.post('/api/booking', checkout({}, { mobile: '9123456111' }))).json();
    expect(booked.requestStatus).toBe(1);
    await t.db.db.execute(sql`UPDATE booking_extras SET price_minor = ${sql.raw(String(HUGE))} WHERE booking_id = ${booked.bookingId}`);
    const details = await admin.get(`/api/booking/details?bookingId=${booked.bookingId}`);
    expect(details.statusCode).toBe(200);
    const search = await admin.get(`/api/booking/search?input=${booked.bookingId}`);
    expect(search.statusCode).toBe(200);
    expect(search.json().bookingDetails[0].bookingId).toBe(booked.bookingId);
  });

  it('a huge court amount does not break details, search or the default list', async () => {
    expect(
      (
        await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 2'], date, time: '11:00:00' })
      ).json().requestStatus,
    ).toBe(1);
    const booked = (await admin.post('/api/booking', checkout({}, { mobile: '9123456222' }))).json();
    expect(booked.requestStatus).toBe(1);
    await t.db.db.execute(sql`UPDATE bookings SET court_gross_minor = ${sql.raw(String(HUGE))} WHERE id = ${booked.bookingId}`);
    await t.db.db.execute(
      sql`UPDATE booking_slots SET gross_minor = ${sql.raw(String(HUGE))}, price_minor = ${sql.raw(String(HUGE))} WHERE booking_id = ${booked.bookingId}`,
    );
    expect((await admin.get(`/api/booking/details?bookingId=${booked.bookingId}`)).statusCode).toBe(200);
    const search = await admin.get(`/api/booking/search?input=${booked.bookingId}`);
    expect(search.statusCode).toBe(200);
    expect(search.json().bookingDetails[0].balance).toBeGreaterThan(1e15);
    expect((await admin.get('/api/booking/search')).statusCode).toBe(200);
  });
});
