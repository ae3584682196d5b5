import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

// Issue 7 item 2: money is bigint minor units end to end; amounts, quantities and counts have
// bounds named in the message.
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(70);

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

const cartSlot = async (court = 'Court 1', time = '10:00:00') =>
  expect(
    (await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts[court], date, time })).json().requestStatus,
  ).toBe(1);
const addExtra = (body: object) => admin.post('/api/carting/extra/add', body);

describe('money bounds', () => {
  it('refuses a custom price of 1e10 and quantities of 300,000 or 2^31 with the field in the message', async () => {
    await cartSlot();
    // Refused at the route schema by the contract's money rule (issue 24): 400 naming the field.
    expect((await addExtra({ name: 'Gold', price: 1e10, quantity: 1 })).json()).toMatchObject({
      requestStatus: 0,
      errors: [{ path: 'price', message: 'Price cannot be more than 1,00,00,000' }],
    });
    expect((await addExtra({ name: 'Balls', price: 100, quantity: 300_000 })).json()).toEqual({
      requestStatus: 0,
      message: 'Quantity cannot be more than 10,000',
    });
    expect((await addExtra({ name: 'Balls', price: 100, quantity: 2 ** 31 })).json()).toEqual({
      requestStatus: 0,
      message: 'Quantity cannot be more than 10,000',
    });
    expect((await addExtra({ name: 'Balls', price: 100, quantity: 1, discount: 2e7 })).json()).toMatchObject({
      requestStatus: 0,
      errors: [{ path: 'discount', message: 'Discount cannot be more than 1,00,00,000' }],
    });
    const count = await admin.post('/api/carting/slot/add', {
      activityId: ids.swimming,
      courtId: ids.courts.Pool,
      date,
      time: '07:00:00',
      count: 2 ** 31,
    });
    expect(count.statusCode).toBe(400);
    expect(count.json()).toMatchObject({ requestStatus: 0, errors: [{ path: 'count', message: 'count cannot be more than 1,000' }] });
    await admin.post('/api/carting/clear');
  });

  it('books amounts beyond 32 bits and every desk still reads the day and the booking', async () => {
    await cartSlot('Court 2', '11:00:00');
    // 10,000 × ₹1,00,00,000 = ₹1e11 = 1e13 paise: far past int4, well inside bigint and 2^53.
    expect((await addExtra({ name: 'Season hire', price: 10_000_000, quantity: 10_000, discount: 5 })).json().requestStatus).toBe(1);
    const cart = (await admin.get('/api/carting/details')).json().cart;
    expect(cart.extrasGrossPrice).toBe(1e11);
    const booked = (await admin.post('/api/booking', checkout())).json();
    expect(booked.requestStatus).toBe(1);

    const details = await admin.get(`/api/booking/details?bookingId=${booked.bookingId}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().bookingDetails.extrasSummary).toMatchObject({ gross: 1e11, discount: 5, balance: 1e11 - 5 });
    const day = await admin.post('/api/availability', { activityId: ids.badminton, date });
    expect(day.statusCode).toBe(200);
    expect(slotOf(day.json(), ids.courts['Court 2'], '11:00:00').status).toBe('Booked');
    const slot = await admin.post('/api/slot/booking/details', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 2'],
      date,
      slot: '11:00:00',
    });
    expect(slot.statusCode).toBe(200);

    const [row] = (
      (await t.db.db.execute(
        sql`SELECT price_minor * quantity AS gross FROM booking_extras WHERE booking_id = ${booked.bookingId}`,
      )) as unknown as {
        rows: { gross: number }[];
      }
    ).rows;
    // A number on both drivers (node-postgres parses int8 through server/db/client.ts).
    expect(row.gross).toBe(1e13);
  });
});
