import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { fieldRefusal } from './helpers/field-refusal';

// Issue 24 items 6 and 7: each bad value is refused with a message naming the field, and nothing
// is saved; no money route takes an amount past ₹1,00,00,000 or with a third decimal.
let t: TestApp;
let admin: Client;
let ids: Ids;
let bookingId: number;
const date = plainMonday(84);

const count = async (q: ReturnType<typeof sql>) => Number(((await t.db.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0].n);

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 1'], date, time: '10:00:00' });
  const booked = (await admin.post('/api/booking', checkout({}, { mobile: '9123456333' }))).json();
  expect(booked.requestStatus).toBe(1);
  bookingId = booked.bookingId;
});
afterAll(async () => {
  await t?.close();
});

const refusal = (res: { statusCode: number; json(): { requestStatus: number; message: string } }) => ({
  status: res.statusCode,
  ...res.json(),
});

describe('typed input is refused, not rewritten', () => {
  it('Edit Amount refuses ₹9,99,99,99,99,999 and a third decimal by name; the price stays', async () => {
    const before = await count(sql`SELECT court_gross_minor AS n FROM bookings WHERE id = ${bookingId}`);
    for (const [amount, message] of [
      [9_999_999_999_999, 'Amount cannot be more than 1,00,00,000'],
      ['9999999999999', 'Amount cannot be more than 1,00,00,000'],
      [100.005, 'Amount can have at most 2 decimal places'],
    ] as const) {
      const res = await admin.post('/api/booking/amount/update', { bookingId, amount });
      expect(refusal(res)).toMatchObject({ status: 400, requestStatus: 0, errors: [{ path: 'amount', message }] });
    }
    expect(await count(sql`SELECT court_gross_minor AS n FROM bookings WHERE id = ${bookingId}`)).toBe(before);
  });

  it('Pay Now refuses -5, over-max and 2.555 and records no payment', async () => {
    const before = await count(sql`SELECT count(*)::int AS n FROM transactions WHERE booking_id = ${bookingId}`);
    const pay = (amount: unknown, discount?: unknown) =>
      admin.post('/api/booking/payment/update', { bookingId, amount, discount, transactionData: { mode: 1, type: 3 } });
    expect((await pay(-5)).json()).toMatchObject({ requestStatus: 0 });
    expect((await pay('-5')).json()).toMatchObject({ requestStatus: 0 });
    expect((await pay(2e7)).json()).toMatchObject({
      requestStatus: 0,
      errors: [{ path: 'amount', message: 'Amount cannot be more than 1,00,00,000' }],
    });
    expect((await pay(2.555)).json()).toMatchObject({
      requestStatus: 0,
      errors: [{ path: 'amount', message: 'Amount can have at most 2 decimal places' }],
    });
    expect((await pay(1, 2e7)).json()).toMatchObject({
      requestStatus: 0,
      errors: [{ path: 'discount', message: 'Discount cannot be more than 1,00,00,000' }],
    });
    expect(await count(sql`SELECT count(*)::int AS n FROM transactions WHERE booking_id = ${bookingId}`)).toBe(before);
  });

  it('an add-on priced "abc", -1 or near 9×10¹⁵ is refused and not stored', async () => {
    const add = (price: unknown) =>
      admin.post('/api/club/extras/configure', { name: 'Typo racket', price, quantity: 1, isRent: false, isPerActivity: false });
    expect((await add('abc')).json().requestStatus).toBe(0);
    expect((await add(-1)).json().requestStatus).toBe(0);
    expect((await add(9e15)).json()).toMatchObject({
      requestStatus: 0,
      errors: [{ path: 'price', message: 'Price cannot be more than 1,00,00,000' }],
    });
    expect(await count(sql`SELECT count(*)::int AS n FROM club_extras WHERE name = 'Typo racket'`)).toBe(0);
    expect((await admin.get('/api/club/extras')).statusCode).toBe(200);
  });

  it('recharge, coupon and package amounts past the maximum are refused by name', async () => {
    const recharge = await admin.post('/api/member/credits/recharge', {
      mobile: '9123456333',
      countryCode: '+91',
      paidAmount: 1e12,
      credits: 1,
      transactionData: { mode: 1 },
    });
    expect(recharge.json()).toMatchObject({
      requestStatus: 0,
      errors: [{ path: 'paidAmount', message: 'Amount cannot be more than 1,00,00,000' }],
    });
    const coupon = await admin.post('/api/coupon/generate', {
      startDate: date,
      endDate: date,
      days: ['monday'],
      percentage: 150,
      couponCount: 1,
    });
    expect(coupon.json()).toMatchObject({
      requestStatus: 0,
      errors: [{ path: 'percentage', message: 'Discount percentage cannot be more than 100' }],
    });
  });

  it('Club Settings refuses "not-an-email", a 0-minute hold and a 150 % refund by name and saves nothing', async () => {
    const before = await admin.get('/api/club/settings');
    const current = before.json().settings;
    const res = await admin.post('/api/club/settings/update', {
      settings: {
        cartHoldMinutes: 0,
        support: { ...current.support, email: 'not-an-email' },
        refundPolicy: { tiers: [{ hoursBefore: 24, percent: 150 }] },
      },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        fieldRefusal('settings.cartHoldMinutes', 'Cart hold minutes must be at least 1'),
        fieldRefusal('settings.support.email', 'Support email must be a valid email address'),
        fieldRefusal('settings.refundPolicy.tiers.0.percent', 'Refund percent cannot be more than 100'),
      ]),
    );
    expect((await admin.get('/api/club/settings')).json().settings).toEqual(current);
  });
});
