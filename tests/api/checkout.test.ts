import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CheckoutMessages } from '../../contract/checkout';
import { CartMessages } from '../../contract/cart';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { messageCode } from '../../server/plugins/message-codes';

let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(42);
let hour = 6;

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: string) =>
  ((await t.db.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] }).rows[0].n;
const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
/** A fresh off-peak slot (400) in the cart for each test. */
const cartOne = async (court = 'Court 1') => {
  const time = `${String(hour++).padStart(2, '0')}:00:00`;
  const res = await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts[court], date, time });
  expect(res.json().requestStatus).toBe(1);
  return time;
};
const book = (over: Record<string, unknown> = {}, cust: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  admin.post('/api/booking', checkout(over, cust), headers);
const fail = async (res: Promise<{ json(): unknown }>, message: string) =>
  expect((await res).json()).toEqual({ requestStatus: 0, message, ...messageCode(message) });

beforeEach(async () => {
  await admin.post('/api/carting/clear');
  if (hour > 16) hour = 6;
});

describe('POST /api/customer/details', () => {
  it('finds a member with credits, a known non-member, or someone to register', async () => {
    const member = (await admin.post('/api/customer/details', { mobile: '9876543210' })).json();
    expect(member).toMatchObject({ requestStatus: 1, isMember: true, isNonMember: false, toBeRegistered: false });
    expect(member.customerDetails).toMatchObject({
      customerName: 'Priya Sharma',
      credits: 500,
      isPasswordProtected: true,
      customerCountryCode: '+91',
    });
    const known = (await admin.post('/api/customer/details', { mobile: '9811111111', countryCode: '+91' })).json();
    expect(known).toMatchObject({ isNonMember: true, isMember: false, customerDetails: { customerName: 'Arjun Mehta', credits: 0 } });
    const unknown = (await admin.post('/api/customer/details', { mobile: '9000000001' })).json();
    expect(unknown).toEqual({ requestStatus: 1, toBeRegistered: true, isMember: false, isNonMember: false, customerDetails: null });
    await fail(admin.post('/api/customer/details', { mobile: '123' }), CheckoutMessages.invalidMobile);
  });
});

describe('checkout validation messages', () => {
  it('checks the customer fields', async () => {
    await cartOne();
    await fail(book({}, { name: '' }), CheckoutMessages.nameRequired);
    await fail(book({}, { mobile: '' }), CheckoutMessages.mobileRequired);
    await fail(book({}, { mobile: '12345' }), CheckoutMessages.invalidMobile);
    await fail(book({}, { email: 'not-an-email' }), CheckoutMessages.invalidEmail);
    await fail(book({ bookingRemarks: 'r'.repeat(101) }), CheckoutMessages.remarksTooLong);
    await fail(book({ bookingRemarks: '😀'.repeat(101) }), CheckoutMessages.remarksTooLong);
    await t.db.db.execute(sql`UPDATE clubs SET config = config || '{"emailRequired": true}'::jsonb`);
    await fail(book({}, { email: '' }), CheckoutMessages.emailRequired);
    await t.db.db.execute(sql`UPDATE clubs SET config = config || '{"emailRequired": false}'::jsonb`);
    expect((await book({}, { email: '' })).json().requestStatus).toBe(1);
  });

  it('counts remarks as a person does: 100 emoji are 100 characters, booked and shown back', async () => {
    await cartOne();
    const remarks = '😀'.repeat(100);
    const res = (await book({ bookingRemarks: remarks })).json();
    expect(res.requestStatus).toBe(1);
    const d = (await admin.get(`/api/booking/details?bookingId=${res.bookingId}`)).json();
    expect(d.bookingDetails.remarks).toBe(remarks);
  });

  it('checks the advance and payment mode', async () => {
    await cartOne();
    await fail(book({ totalPaidAmount: 100, paymentMode: 0 }), CheckoutMessages.advanceNeedsMode);
    await fail(book({ totalPaidAmount: 0, paymentMode: 1 }), CheckoutMessages.modeNeedsAdvance);
    await fail(book({ totalPaidAmount: -1, paymentMode: 1 }), CheckoutMessages.invalidAdvance);
    await fail(book({ totalPaidAmount: 400.01, paymentMode: 1 }), CheckoutMessages.advanceTooHigh);
    await fail(book({ paymentMode: 9 }), CheckoutMessages.invalidMode);
    const res = await book({ totalPaidAmount: 400, paymentMode: 3 });
    expect(res.json()).toMatchObject({ requestStatus: 1, message: CheckoutMessages.bookingCreated, bookingId: expect.any(Number) });
  });

  it('refuses an empty cart and malformed bodies', async () => {
    await fail(book(), CheckoutMessages.cartEmpty);
    const bad = await admin.post('/api/booking', { customerDetails: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ requestStatus: 0, errors: [expect.objectContaining({ path: 'customerDetails' })] });
  });
});

describe('discount and credits', () => {
  it('applies and resets a discount with the spec messages', async () => {
    await cartOne();
    await fail(admin.post('/api/club/discount/apply', { discountAmount: 0 }), 'Discount should be greater than Rs. 0');
    await fail(admin.post('/api/club/discount/apply', { discountAmount: 'abc' }), 'Discount should be greater than Rs. 0');
    await fail(admin.post('/api/club/discount/apply', { discountAmount: 400.5 }), CheckoutMessages.discountTooHigh);
    const ok = (await admin.post('/api/club/discount/apply', { discountAmount: 50.25 })).json();
    expect(ok).toMatchObject({
      requestStatus: 1,
      message: CheckoutMessages.discountApplied,
      cart: { clubDiscount: 50.25, slotsNetPrice: 349.75, netPrice: 349.75, cartPrice: 400 },
    });
    const reset = (await admin.post('/api/club/discount/reset')).json();
    expect(reset).toMatchObject({
      requestStatus: 1,
      message: CheckoutMessages.discountReset,
      cart: { clubDiscount: 0, slotsNetPrice: 400 },
    });
  });

  it('redeems member credits with the PIN', async () => {
    await cartOne();
    const redeem = (body: Record<string, unknown>) =>
      admin.post('/api/club/credits/redeem', { mobile: '9876543210', credits: 100, memberPin: '1234', ...body });
    await fail(redeem({ memberPin: '0000' }), CheckoutMessages.incorrectPin);
    await fail(redeem({ memberPin: '' }), CheckoutMessages.pinRequired);
    await fail(redeem({ mobile: '9000000002' }), CheckoutMessages.notMember);
    await fail(redeem({ mobile: '9900112233' }), CheckoutMessages.pinNotSet);
    await fail(redeem({ credits: 0 }), CheckoutMessages.creditsInvalid);
    await fail(redeem({ credits: 600 }), CheckoutMessages.creditsNotEnough);
    await cartOne('Court 2');
    await fail(redeem({ credits: 900, mobile: '9812345678', memberPin: '4321' }), CheckoutMessages.creditsTooHigh);
    const ok = (await redeem({})).json();
    expect(ok).toMatchObject({
      requestStatus: 1,
      message: CheckoutMessages.creditsRedeemed,
      cart: { credits: 100, slotsNetPrice: 700, customerAvailableCredits: 500, creditsMobile: '9876543210' },
    });
    expect((await admin.post('/api/club/credits/reset')).json()).toMatchObject({
      requestStatus: 1,
      message: CheckoutMessages.creditsReset,
      cart: { credits: 0 },
    });
    // The whole net taken by a discount: nothing left to pay with credits.
    await admin.post('/api/club/discount/apply', { discountAmount: 800 });
    await fail(redeem({}), CheckoutMessages.creditsZeroNet);
  });

  it('books with discount and credits: member ledger, balance and payment rows', async () => {
    await cartOne();
    await cartOne();
    await admin.post('/api/club/discount/apply', { discountAmount: 100 });
    await admin.post('/api/club/credits/redeem', { mobile: '9876543210', credits: 200, memberPin: '1234' });
    await fail(book({}, { mobile: '9123450000' }), CheckoutMessages.creditsMobileChanged);
    await fail(book({ totalPaidAmount: 500.01, paymentMode: 1 }, { mobile: '9876543210' }), CheckoutMessages.advanceTooHigh);
    const res = (await book({ totalPaidAmount: 300, paymentMode: 1 }, { mobile: '9876543210', name: 'Priya Sharma' })).json();
    expect(res.requestStatus).toBe(1);
    const member = (await admin.post('/api/customer/details', { mobile: '9876543210' })).json();
    expect(member.customerDetails.credits).toBe(300);
    const d = (await admin.get(`/api/booking/details?bookingId=${res.bookingId}`)).json().bookingDetails;
    expect(d).toMatchObject({
      credits: 200,
      balance: 200,
      paymentPending: true,
      courtSummary: { gross: 800, discount: 100, advance: 300, balance: 200 },
    });
  });
});

describe('POST /api/booking', () => {
  it('writes booking, slots, extras, payment, customer, outbox and change rows in one go', async () => {
    const time = await cartOne('Court 3');
    const towel = ((await admin.get('/api/club/extras')).json().extras as { extraId: number; name: string }[]).find(
      (e) => e.name === 'Towel',
    )!;
    await admin.post('/api/carting/extra/add', { extraId: towel.extraId, quantity: 2, advance: 40, discount: 10, mode: 2 });
    const before = { tx: await count('transactions'), outbox: await count('notification_outbox'), changes: await count('change_log') };
    const res = (
      await book(
        { totalPaidAmount: 150, paymentMode: 1, sendSMS: true, sendPaymentLink: true, bookingRemarks: 'Birthday' },
        { mobile: '9123456700', name: 'New Person' },
      )
    ).json();
    expect(res).toMatchObject({ requestStatus: 1, message: 'Booking confirmed' });
    const id = res.bookingId;

    const [payment] = await query<{ type: number; mode: number; amount_minor: number; handler: string; place: string; target: string }>(
      sql`SELECT type, mode, amount_minor, handler, place, target FROM transactions WHERE booking_id = ${id} ORDER BY id`,
    );
    expect(payment).toEqual({ type: 1, mode: 1, amount_minor: 15000, handler: 'admin', place: 'partner', target: 'court' });
    expect(await count('transactions')).toBe(before.tx + 2);
    const outbox = await query<{ channel: string; recipient: string; status: string }>(
      sql`SELECT channel, recipient, status FROM notification_outbox WHERE booking_id = ${id} ORDER BY id`,
    );
    expect(outbox).toEqual([
      { channel: 'sms', recipient: '+919123456700', status: 'pending' },
      { channel: 'email', recipient: 'player@example.com', status: 'pending' },
      { channel: 'payment_link', recipient: '+919123456700', status: 'pending' },
    ]);
    expect(await count('change_log')).toBeGreaterThan(before.changes);
    expect((await admin.post('/api/customer/details', { mobile: '9123456700' })).json()).toMatchObject({
      isNonMember: true,
      customerDetails: { customerName: 'New Person' },
    });
    expect((await admin.get('/api/carting/details')).json().cart).toMatchObject({ slots: [], extras: [], cartPrice: 0 });

    const d = (await admin.get(`/api/booking/details?bookingId=${id}`)).json();
    expect(d.requestStatus).toBe(1);
    expect(d.bookingDetails).toMatchObject({
      bookingId: id,
      activityName: 'Badminton',
      dateBooked: date,
      startTime: time,
      slotCount: 1,
      courts: ['Court 3'],
      customerDetails: { customerName: 'New Person', customerMobile: '9123456700', customerCountryCode: '+91' },
      remarks: 'Birthday',
      handler: 'admin',
      place: 'partner',
      bookingStatus: 'Upcoming',
      paymentPending: true,
      courtSummary: { gross: 400, discount: 0, advance: 150, balance: 250 },
      extrasSummary: { gross: 100, discount: 10, advance: 40, balance: 50 },
      summary: { gross: 500, discount: 10, advance: 190, balance: 300 },
      balance: 300,
    });
    expect(d.bookingDetails.extras).toEqual([expect.objectContaining({ items: 'Towel', quantity: 2, grossAmount: 100 })]);
  });

  it('writes one transaction even with no pay, and no payment link when nothing is due', async () => {
    await cartOne();
    const res = (await book({ sendPaymentLink: true })).json();
    const rows = await query<{ mode: number; amount_minor: number }>(
      sql`SELECT mode, amount_minor FROM transactions WHERE booking_id = ${res.bookingId}`,
    );
    expect(rows).toEqual([{ mode: 0, amount_minor: 0 }]);
    await cartOne();
    const paid = (await book({ totalPaidAmount: 400, paymentMode: 2, sendPaymentLink: true })).json();
    expect(await query(sql`SELECT id FROM notification_outbox WHERE booking_id = ${paid.bookingId}`)).toEqual([]);
  });

  it('creates one booking and one transaction for a repeated Idempotency-Key', async () => {
    await cartOne('Court 4');
    const before = { b: await count('bookings'), t: await count('transactions') };
    const headers = { 'idempotency-key': 'checkout-abc' };
    const first = (await book({ totalPaidAmount: 100, paymentMode: 1 }, {}, headers)).json();
    const second = (await book({ totalPaidAmount: 100, paymentMode: 1 }, {}, headers)).json();
    const both = await Promise.all([1, 2, 3].map(() => book({ totalPaidAmount: 100, paymentMode: 1 }, {}, headers)));
    expect(first.requestStatus).toBe(1);
    expect(second).toEqual(first);
    for (const r of both) expect(r.json()).toEqual(first);
    expect(await count('bookings')).toBe(before.b + 1);
    expect(await count('transactions')).toBe(before.t + 1);
    // Another key is another booking attempt: the cart is empty now.
    await fail(book({}, {}, { 'idempotency-key': 'checkout-xyz' }), CheckoutMessages.cartEmpty);
  });

  it('re-takes an expired hold at checkout, and refuses when someone else took the slot', async () => {
    const time = await cartOne('Court 5');
    await t.db.db.execute(sql`UPDATE occupancy SET expires_at = now() - interval '1 second' WHERE kind = 'hold'`);
    await t.db.db.execute(sql`UPDATE cart_slots SET hold_expires_at = now() - interval '1 second'`);
    expect((await book()).json().requestStatus).toBe(1);

    await cartOne('Court 6');
    await t.db.db.execute(sql`UPDATE occupancy SET expires_at = now() - interval '1 second' WHERE kind = 'hold'`);
    await t.db.db.execute(sql`UPDATE cart_slots SET hold_expires_at = now() - interval '1 second'`);
    const desk = (await import('./booking-fixtures')).client(t, await t.login('desk', 'desk123'));
    const taken = await desk.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 6'],
      date,
      time: `${String(hour - 1).padStart(2, '0')}:00:00`,
    });
    expect(taken.json().requestStatus).toBe(1);
    await fail(book(), CartMessages.slotUnavailable);
    expect(time).toBeTruthy();
  });

  it("answers not found for another club's booking id", async () => {
    await fail(admin.get('/api/booking/details?bookingId=999999'), 'Booking not found');
  });
});
