import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BookingActionMessages as M } from '../../contract/booking-actions';
import { CartMessages } from '../../contract/cart';
import { Feature } from '../../contract/features';
import { client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { addStaff } from './helpers/staff';
import { bookOne, details, failed, riversideClient, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
const date = plainMonday(35);
let hour = 6;
const nextTime = () => `${String(hour++).padStart(2, '0')}:00:00`;
/** A fresh 400.00 badminton booking with `advance` paid. */
const fresh = (advance = 0) => bookOne(admin, ids, { date, time: nextTime(), advance });
const pay = (body: object, headers?: Record<string, string>) => admin.post('/api/booking/payment/update', body, headers);

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  q = sqlOf(t);
});
afterAll(async () => {
  await t?.close();
});

describe('Pay Now (court price)', () => {
  it('answers every message of spec 1 §5', async () => {
    const id = await fresh(100);
    const card = { mode: 2, type: 3 };
    expect((await pay({ bookingId: id, amount: '', transactionData: card })).json()).toEqual(failed(M.amountRequired));
    expect((await pay({ bookingId: id, transactionData: card })).json()).toEqual(failed(M.amountRequired));
    expect((await pay({ bookingId: id, amount: 0, transactionData: card })).json()).toEqual(failed(M.amountNotPositive));
    expect((await pay({ bookingId: id, amount: -5, transactionData: card })).json()).toEqual(failed(M.amountNotPositive));
    expect((await pay({ bookingId: id, amount: 300.01, transactionData: card })).json()).toEqual(failed(M.amountAboveBalance));
    expect((await pay({ bookingId: id, amount: 10, discount: 0, transactionData: card })).json()).toEqual(failed(M.invalidDiscount));
    expect((await pay({ bookingId: id, amount: 10, discount: 'x', transactionData: card })).json()).toEqual(failed(M.invalidDiscount));
    expect((await pay({ bookingId: id, amount: 10, discount: 300.5, transactionData: card })).json()).toEqual(failed(M.invalidDiscount));
    // The discount lowers the balance the amount is checked against.
    expect((await pay({ bookingId: id, amount: 250.01, discount: 50, transactionData: card })).json()).toEqual(
      failed(M.amountAboveBalance),
    );
    expect((await pay({ bookingId: id, amount: 10, transactionData: { mode: 0 } })).json()).toEqual(failed(M.selectMode));
    expect(await q(sql`SELECT id FROM transactions WHERE booking_id = ${id} AND type = 3`)).toEqual([]);
  });

  it('takes a partial card payment with a discount: new money row, balance, history', async () => {
    const id = await fresh(100);
    const res = (await pay({ bookingId: id, amount: 120.5, discount: 30, transactionData: { mode: 2, type: 3 } })).json();
    expect(res).toMatchObject({ requestStatus: 1, message: M.paymentRecorded });
    const d = await details(admin, id);
    expect(d.courtSummary).toEqual({ gross: 400, discount: 30, advance: 220.5, balance: 149.5 });
    expect(d.paymentPending).toBe(true);
    const tx = (await admin.get(`/api/transactions/details?bookingId=${id}`)).json().transactionDetails;
    expect(tx.at(-1)).toMatchObject({
      transactionId: res.transactionId,
      type: 3,
      mode: 2,
      amount: 120.5,
      kind: 'payment',
      handler: 'admin',
      place: 'partner',
    });
    expect(d.history.map((h: { action: string }) => h.action)).toEqual(['payment']);
    expect(d.history[0]).toMatchObject({ actor: 'admin', after: { amount: 120.5, discount: 30, mode: 2 } });
    // The rest: Paid.
    expect((await pay({ bookingId: id, amount: 149.5, transactionData: { mode: 1 } })).json().requestStatus).toBe(1);
    expect((await details(admin, id)).balance).toBe(0);
  });

  it('a repeated Idempotency-Key pays once', async () => {
    const id = await fresh();
    const key = { 'idempotency-key': `pay-${id}` };
    const [a, b] = await Promise.all([
      pay({ bookingId: id, amount: 50, transactionData: { mode: 1 } }, key),
      pay({ bookingId: id, amount: 50, transactionData: { mode: 1 } }, key),
    ]);
    expect(a.json()).toEqual(b.json());
    const again = (await pay({ bookingId: id, amount: 50, transactionData: { mode: 1 } }, key)).json();
    expect(again.transactionId).toBe(a.json().transactionId);
    expect(await q(sql`SELECT amount_minor FROM transactions WHERE booking_id = ${id} AND type = 3`)).toEqual([{ amount_minor: 5000 }]);
  });

  it('needs feature 7 write: a desk person with it read-only gets -1', async () => {
    const id = await fresh();
    await addStaff(t.db, {
      username: 'payview',
      password: 'payview-pass',
      club: 'Courtdesk Demo Arena',
      permissions: [
        [Feature.bookingCalendar, 'write'],
        [Feature.bookingPayments, 'read'],
      ],
    });
    const viewer = client(t, await t.login('payview', 'payview-pass'));
    expect(
      (await viewer.post('/api/booking/payment/update', { bookingId: id, amount: 1, transactionData: { mode: 1 } })).json().requestStatus,
    ).toBe(-1);
    expect(
      (await desk.post('/api/booking/payment/update', { bookingId: id, amount: 1, transactionData: { mode: 1 } })).json().requestStatus,
    ).toBe(1);
  });

  it('malformed input is a 400 naming the field', async () => {
    const res = await pay({ bookingId: 'abc', amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/bookingId/);
  });
});

describe('Remarks', () => {
  it('refuses blank and long remarks, saves and records the change', async () => {
    const id = await fresh();
    const upd = (bookingRemarks: unknown) => admin.post('/api/booking/remarks/update', { bookingId: id, bookingRemarks });
    expect((await upd('   ')).json()).toEqual(failed(M.remarksBlank));
    expect((await upd(null)).json()).toEqual(failed(M.remarksBlank));
    expect((await upd('r'.repeat(101))).json()).toEqual(failed(M.remarksTooLong));
    expect((await upd('r'.repeat(100))).json()).toMatchObject({ requestStatus: 1 });
    expect((await upd('Bring own shuttles')).json()).toEqual({ requestStatus: 1, message: M.remarksUpdated });
    const d = await details(admin, id);
    expect(d.remarks).toBe('Bring own shuttles');
    expect(d.history.at(-1)).toMatchObject({
      action: 'remarks',
      before: { remarks: 'r'.repeat(100) },
      after: { remarks: 'Bring own shuttles' },
    });
  });
});

describe('Add-ons after the booking', () => {
  it('answers the add-on messages, adds lines and takes their payment', async () => {
    const id = await fresh();
    const clubExtras = (await admin.get('/api/club/extras')).json().extras as { extraId: number; name: string; price: number }[];
    const racket = clubExtras[0];
    const add = (extra: object) => admin.post('/api/booking/extra/update', { bookingId: id, extras: [extra] });
    expect((await add({})).json()).toEqual(failed(CartMessages.selectAddon));
    expect((await add({ extraId: racket.extraId, quantity: 0 })).json()).toEqual(failed(CartMessages.minQuantity));
    expect((await add({ extraId: racket.extraId, quantity: 1, discount: racket.price, advance: 1 })).json()).toEqual(
      failed(CartMessages.valuesNotValid),
    );
    expect((await add({ price: 10, quantity: 1 })).json()).toEqual(failed(CartMessages.nameMandatory));
    expect((await add({ name: 'Towel', price: 0, quantity: 1 })).json()).toEqual(failed(CartMessages.priceMandatory));
    expect((await add({ name: 'Towel', price: 20, quantity: 0 })).json()).toEqual(failed(CartMessages.enterQuantity));
    expect((await add({ name: 'Towel', price: 20, quantity: 2, advance: 10, mode: 1 })).json()).toEqual({
      requestStatus: 1,
      message: M.extrasAdded,
    });
    expect((await add({ extraId: racket.extraId, quantity: 1 })).json().requestStatus).toBe(1);
    const d = await details(admin, id);
    expect(d.extrasSummary).toEqual({ gross: 40 + racket.price, discount: 0, advance: 10, balance: 30 + racket.price });
    const towel = d.extras.find((e: { items: string }) => e.items === 'Towel');

    const payX = (body: object) =>
      admin.post('/api/extras/payment/update', { bookingId: id, ebookingId: towel.id, transactionData: { mode: 1, type: 3 }, ...body });
    expect((await payX({ amount: '' })).json()).toEqual(failed(M.amountRequired));
    expect((await payX({ amount: 0 })).json()).toEqual(failed(M.amountNotPositive));
    expect((await payX({ amount: 30.01 })).json()).toEqual(failed(M.amountAboveBalance));
    expect((await payX({ amount: 5, discount: -1 })).json()).toEqual(failed(M.invalidDiscount));
    // Add-on discounts may be 0.
    expect((await payX({ amount: 20, discount: 0 })).json().requestStatus).toBe(1);
    expect((await payX({ amount: 10.01 })).json()).toEqual(failed(M.amountAboveBalance));
    expect((await payX({ amount: 5, discount: 5 })).json().requestStatus).toBe(1);
    const after = await details(admin, id);
    expect(after.extrasSummary).toEqual({ gross: 40 + racket.price, discount: 5, advance: 35, balance: racket.price });
    expect(after.history.map((h: { action: string }) => h.action)).toEqual(['addons', 'addons', 'payment', 'payment']);
    const rows = await q<{ booking_extra_id: number }>(
      sql`SELECT booking_extra_id FROM transactions WHERE booking_id = ${id} AND target = 'extras'`,
    );
    expect(rows.every((r) => r.booking_extra_id === towel.id)).toBe(true);
  });
});

describe('Edit Amount and payment link', () => {
  it('updates the court price, never below what is settled, and records it', async () => {
    const id = await fresh(150);
    const edit = (amount: unknown) => admin.post('/api/booking/amount/update', { bookingId: id, amount });
    expect((await edit('')).json()).toEqual(failed(M.amountRequired));
    expect((await edit(149.99)).json()).toEqual(failed(M.amountBelowPaid));
    expect((await edit(350)).json()).toEqual({ requestStatus: 1, message: M.amountUpdated });
    const d = await details(admin, id);
    expect(d.courtSummary).toMatchObject({ gross: 350, balance: 200 });
    expect(d.history.at(-1)).toMatchObject({ action: 'amount', before: { courtGross: 400 }, after: { courtGross: 350 } });
  });

  it('queues the payment link in the outbox; nothing to pay is refused', async () => {
    const id = await fresh(100);
    expect((await admin.post('/api/booking/payment/link', { bookingId: id })).json()).toEqual({
      requestStatus: 1,
      message: M.paymentLinkSent,
    });
    const out = await q<{ channel: string; body: string; status: string }>(
      sql`SELECT channel, body, status FROM notification_outbox WHERE booking_id = ${id}`,
    );
    expect(out).toEqual([{ channel: 'payment_link', body: expect.stringContaining('300.00'), status: 'pending' }]);
    const paid = await fresh(400);
    expect((await admin.post('/api/booking/payment/link', { bookingId: paid })).json()).toEqual(failed(M.nothingToPay));
  });
});

describe("another club's booking ids", () => {
  it('are not found on every money route', async () => {
    const id = await fresh(100);
    const other = await riversideClient(t);
    const nf = failed('Booking not found');
    const posts: [string, object][] = [
      ['/api/booking/payment/update', { bookingId: id, amount: 1, transactionData: { mode: 1 } }],
      ['/api/extras/payment/update', { bookingId: id, amount: 1, transactionData: { mode: 1 } }],
      ['/api/booking/extra/update', { bookingId: id, extras: [{ name: 'x', price: 1, quantity: 1 }] }],
      ['/api/booking/amount/update', { bookingId: id, amount: 500 }],
      ['/api/booking/remarks/update', { bookingId: id, bookingRemarks: 'x' }],
      ['/api/booking/payment/link', { bookingId: id }],
      ['/api/booking/cancellation', { bookingId: id, refundType: 0 }],
    ];
    for (const [url, body] of posts) expect((await other.post(url, body)).json(), url).toEqual(nf);
    for (const url of [
      `/api/transactions/details?bookingId=${id}`,
      `/api/booking/cancellation/preview?bookingId=${id}`,
      `/api/booking/details?bookingId=${id}`,
    ]) {
      expect((await other.get(url)).json(), url).toEqual(nf);
    }
    expect(await q(sql`SELECT id FROM transactions WHERE booking_id = ${id} AND type <> 1`)).toEqual([]);
    expect((await details(admin, id)).bookingCancelled).toBe(false);
  });
});
