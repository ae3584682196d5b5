import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../server/core/local-time';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { sqlOf } from './booking-after-fixtures';
import { bookWith, docsOf, linesOf, saveTax, packageAndMember } from './gst-fixtures';
import type { TestApp } from './helpers/test-app';

/*
 * Issue 29 (ADR 0082 addendum): documents for the other sales — bulk (pattern) bookings,
 * marketplace bookings and event registrations are invoiced in their own transaction; a cancelled
 * package and a price edit or Pay Now discount get credit notes naming the invoice; a raised price
 * an invoice of the difference. Amounts worked by hand (demo arena: Kerala, 18 %).
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(77);
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

interface Doc {
  id: number;
  kind: string;
  refersTo: number | null;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}
const docsWhere = (where: ReturnType<typeof sql>) =>
  sqlOf(t)<Doc>(
    sql`SELECT id, kind, refers_to AS "refersTo", taxable_minor::float8 AS taxable, cgst_minor::float8 AS cgst, sgst_minor::float8 AS sgst,
               igst_minor::float8 AS igst, total_minor::float8 AS total FROM tax_documents WHERE ${where} ORDER BY id`,
  );

describe('invoices for the other sales', () => {
  it('a bulk booking of two Mondays 07:00 (2 × ₹400): one invoice, a line per date', async () => {
    const res = await admin.post(
      '/api/booking/pattern',
      checkout({
        isPatternBooking: true,
        patternBookingData: {
          activityId: ids.badminton,
          courts: [ids.courts['Court 3']],
          startDate: date,
          endDate: addDays(date, 7),
          allSlots: false,
          startTime: '07:00:00',
          endTime: '08:00:00',
          days: [0],
          ignoreUnavailableSlots: false,
        },
        transactionData: { type: 2, mode: 0 },
      }),
    );
    expect(res.json()).toMatchObject({ requestStatus: 1 });
    const patternId = res.json().patternBookingId as number;
    const [inv] = await docsWhere(sql`pattern_id = ${patternId}`);
    // Each date: 400 × 9/118 = 30.508 → 30.51 each, taxable 338.98.
    expect(inv).toMatchObject({ kind: 'invoice', taxable: 67_796, cgst: 6102, sgst: 6102, total: 80_000 });
    expect(await linesOf(t, inv.id)).toMatchObject([
      { description: expect.stringContaining(`${date} 07:00-08:00`), taxable: 33_898, cgst: 3051, total: 40_000 },
      { description: expect.stringContaining(`${addDays(date, 7)} 07:00-08:00`), taxable: 33_898, cgst: 3051, total: 40_000 },
    ]);
  });

  it('a bulk cancellation credits what the pattern no longer comes to, naming its invoice', async () => {
    const res = await admin.post(
      '/api/booking/pattern',
      checkout({
        isPatternBooking: true,
        totalPaidAmount: 800,
        paymentMode: 1,
        patternBookingData: {
          activityId: ids.badminton,
          courts: [ids.courts['Court 4']],
          startDate: date,
          endDate: addDays(date, 7),
          allSlots: false,
          startTime: '09:00:00',
          endTime: '10:00:00',
          days: [0],
          ignoreUnavailableSlots: false,
        },
        transactionData: { type: 2, mode: 1 },
      }),
    );
    expect(res.json()).toMatchObject({ requestStatus: 1 });
    const patternId = res.json().patternBookingId as number;
    const [inv] = await docsWhere(sql`pattern_id = ${patternId}`);
    expect(inv).toMatchObject({ kind: 'invoice', total: 80_000 });
    const details = (await admin.get(`/api/booking/pattern/details?patternBookingId=${patternId}`)).json().patternBooking;
    const second = details.occurrencesList[1].bookingId as number;
    const cancel = (body: object) => admin.post('/api/booking/pattern/cancellation', { patternBookingId: patternId, ...body });
    // The second Monday, fully refunded: ₹400 goes back, so ₹400 of the invoice is credited
    // (spread over its two lines: 200 × 9/118 = 15.25 each tax, per line).
    expect((await cancel({ bookingId: second, refundType: 1, refundMode: 1 })).json()).toMatchObject({ requestStatus: 1 });
    const [, note] = await docsWhere(sql`pattern_id = ${patternId}`);
    expect(note).toMatchObject({ kind: 'credit-note', refersTo: inv.id, total: 40_000, cgst: 3050, sgst: 3050, igst: 0 });
    // The first Monday cancelled with no refund: the club keeps ₹400, which stays invoiced.
    const first = details.occurrencesList[0].bookingId as number;
    expect((await cancel({ bookingId: first, refundType: 0 })).json()).toMatchObject({ requestStatus: 1 });
    expect(await docsWhere(sql`pattern_id = ${patternId}`)).toHaveLength(2);
  });

  it('event passes: 2 × ₹500 invoiced (1,000 × 9/118 = 76.27 each); excluding tax, 1 pass owes 590', async () => {
    const ev = (await admin.post('/api/event/create', { name: 'GST Run' })).json();
    const cat = await admin.post('/api/event/category/create', {
      eventId: ev.id,
      name: 'Open',
      price: 500,
      totalTickets: 10,
      startDate: today,
      endDate: addDays(today, 30),
    });
    expect(cat.json().requestStatus).toBe(1);
    const categoryId = cat.json().id as number;
    const register = (tickets: number, paidAmount: number, mobile: string) =>
      admin.post('/api/event/registration', {
        eventId: ev.id,
        categoryId,
        tickets,
        paidAmount,
        paymentMode: paidAmount > 0 ? 1 : 0,
        customerDetails: { name: 'Runner', countryCode: '+91', mobile, email: null },
      });
    const first = (await register(2, 0, '9000099001')).json();
    expect(first.requestStatus).toBe(1);
    const [inv] = await docsWhere(sql`event_registration_id = ${first.bookingId}`);
    expect(inv).toMatchObject({ kind: 'invoice', taxable: 84_746, cgst: 7627, sgst: 7627, total: 100_000 });

    expect((await saveTax(admin, { pricesIncludeTax: false })).json().requestStatus).toBe(1);
    expect((await register(1, 590.01, '9000099002')).json().requestStatus).toBe(0);
    const second = (await register(1, 590, '9000099002')).json();
    expect(second.requestStatus).toBe(1);
    const [onTop] = await docsWhere(sql`event_registration_id = ${second.bookingId}`);
    expect(onTop).toMatchObject({ taxable: 50_000, cgst: 4500, sgst: 4500, total: 59_000 });
    expect((await saveTax(admin, { pricesIncludeTax: true })).json().requestStatus).toBe(1);
  });

  it('a marketplace sale with prices excluding tax: the price answered is 472 and so is the invoice', async () => {
    const key = (await admin.post('/api/club/marketplace/keys', { name: 'Playo' })).json().key as string;
    expect((await saveTax(admin, { pricesIncludeTax: false })).json().requestStatus).toBe(1);
    const sold = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace/bookings',
      headers: { 'x-api-key': key },
      payload: {
        activityId: ids.badminton,
        courtId: ids.courts['Court 2'],
        date,
        time: '07:00:00',
        customer: { name: 'Online Player', countryCode: '+91', mobile: '9812345678' },
        paidAmount: 472,
      },
    });
    expect(sold.json(), sold.body).toMatchObject({ requestStatus: 1, price: 472 });
    const [inv] = await docsOf(t, sold.json().bookingId);
    expect(inv).toMatchObject({ kind: 'invoice', taxable: 40_000, cgst: 3600, sgst: 3600, total: 47_200 });
    expect((await saveTax(admin, { pricesIncludeTax: true })).json().requestStatus).toBe(1);
  });
});

describe('credit notes beyond cancellations', () => {
  it('a package cancelled after ₹1,000 of ₹2,500 was paid: a ₹1,500 note naming its invoice', async () => {
    const { pkg, member } = await packageAndMember(admin, { packageName: 'Cancel Me', name: 'Quitter', mobile: '9000099003' });
    const sold = await admin.post('/api/membership/subscription', {
      packageData: { packageId: pkg.packageId },
      ticketCount: 1,
      memberId: member.memberId,
      startDate: today,
      discount: 500,
      advance: 1000,
      transactionData: { type: 1, mode: 1 },
    });
    expect(sold.json().requestStatus).toBe(1);
    const subscriptionId = sold.json().subscriptionId as number;
    const cancelled = await admin.post('/api/membership/subscription/cancel', { subscriptionId, transactionData: { mode: 0 } });
    expect(cancelled.json().requestStatus).toBe(1);
    const [inv, note] = await docsWhere(sql`subscription_id = ${subscriptionId}`);
    expect(inv).toMatchObject({ kind: 'invoice', total: 250_000 });
    // 1,500 × 9/118 = 114.406 → 114.41 each, taxable 1,500 − 228.82 = 1,271.18.
    expect(note).toMatchObject({ kind: 'credit-note', refersTo: inv.id, taxable: 127_118, cgst: 11_441, sgst: 11_441, total: 150_000 });
  });

  it('Edit Amount down to ₹300 credits 100; up to ₹450 invoices 150; a ₹50 Pay Now discount credits 50', async () => {
    const id = await bookWith(admin, ids, { date, time: '09:00:00' });
    const edit = (amount: number) => admin.post('/api/booking/amount/update', { bookingId: id, amount });
    expect((await edit(300)).json().requestStatus).toBe(1);
    expect((await edit(450)).json().requestStatus).toBe(1);
    expect(
      (await admin.post('/api/booking/payment/update', { bookingId: id, amount: 100, discount: 50, transactionData: { mode: 1 } })).json()
        .requestStatus,
    ).toBe(1);
    const [inv, down, up, discount] = await docsOf(t, id);
    expect(inv).toMatchObject({ kind: 'invoice', total: 40_000 });
    // 100 × 9/118 = 7.627 → 7.63 each, taxable 84.74.
    expect(down).toMatchObject({ kind: 'credit-note', refersTo: inv.id, taxable: 8474, cgst: 763, sgst: 763, total: 10_000 });
    // 150 × 9/118 = 11.441 → 11.44 each, taxable 127.12.
    expect(up).toMatchObject({ kind: 'invoice', refersTo: null, taxable: 12_712, cgst: 1144, sgst: 1144, total: 15_000 });
    // 50 × 9/118 = 3.814 → 3.81 each, taxable 42.38; the newest invoice is credited first.
    expect(discount).toMatchObject({ kind: 'credit-note', refersTo: up.id, taxable: 4238, cgst: 381, sgst: 381, total: 5000 });
  });
});

describe('fees are their own supply', () => {
  const setFees = async (f: object) =>
    expect(
      (
        await admin.post('/api/club/settings/update', {
          settings: {
            cancelFees: {
              lateCancelHours: 0,
              lateCancelFee: { kind: 'percent', amount: 0 },
              noShowFee: { kind: 'percent', amount: 0 },
              feeFromCredits: false,
              ...f,
            },
          },
        })
      ).json().requestStatus,
    ).toBe(1);

  it('a late cancel keeping ₹100 of a ₹400 advance: the booking is credited in full, the fee invoiced on its own', async () => {
    await setFees({ lateCancelHours: 8_760, lateCancelFee: { kind: 'fixed', amount: 100 } });
    const id = await bookWith(admin, ids, { date, time: '10:00:00', advance: 400 });
    const res = await admin.post('/api/booking/cancellation', { bookingId: id, refundType: 2, refundMode: 1, sendSMS: false });
    expect(res.json().requestStatus).toBe(1);
    const [inv, note, fee] = await sqlOf(t)<Doc & { feeKind: string | null }>(
      sql`SELECT id, kind, refers_to AS "refersTo", total_minor::float8 AS total, taxable_minor::float8 AS taxable, cgst_minor::float8 AS cgst,
                 fee_kind AS "feeKind" FROM tax_documents WHERE booking_id = ${id} ORDER BY id`,
    );
    expect(inv).toMatchObject({ kind: 'invoice', total: 40_000, feeKind: null });
    expect(note).toMatchObject({ kind: 'credit-note', refersTo: inv.id, total: 40_000, feeKind: null });
    // 100 × 9/118 = 7.627 → 7.63 each, taxable 84.74.
    expect(fee).toMatchObject({ kind: 'invoice', feeKind: 'late_cancel', total: 10_000, taxable: 8474, cgst: 763 });
    expect(await linesOf(t, fee.id)).toMatchObject([{ description: expect.stringMatching(/^Late-cancellation fee: booking /) }]);
    await setFees({});
  });

  it('a no-show fee of ₹50 is invoiced; clearing the mark credits that invoice, not the booking’s', async () => {
    await setFees({ noShowFee: { kind: 'fixed', amount: 50 } });
    const id = await bookWith(admin, ids, { date, time: '11:00:00' });
    await sqlOf(t)(sql`UPDATE bookings SET booking_date = ${addDays(today, -1)}::date WHERE id = ${id}`);
    expect((await admin.post('/api/booking/noshow', { bookingId: id })).json().requestStatus).toBe(1);
    expect((await admin.post('/api/booking/noshow', { bookingId: id, noShow: false })).json().requestStatus).toBe(1);
    const [inv, fee, note] = await sqlOf(t)<Doc & { feeKind: string | null }>(
      sql`SELECT id, kind, refers_to AS "refersTo", total_minor::float8 AS total, taxable_minor::float8 AS taxable, cgst_minor::float8 AS cgst,
                 fee_kind AS "feeKind" FROM tax_documents WHERE booking_id = ${id} ORDER BY id`,
    );
    expect(inv).toMatchObject({ kind: 'invoice', total: 40_000, feeKind: null });
    // 50 × 9/118 = 3.814 → 3.81 each, taxable 42.38.
    expect(fee).toMatchObject({ kind: 'invoice', feeKind: 'no_show', total: 5000, taxable: 4238, cgst: 381 });
    expect(note).toMatchObject({ kind: 'credit-note', feeKind: 'no_show', refersTo: fee.id, total: 5000 });
    await setFees({});
  });
});
