import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BookingActionMessages as M } from '../../contract/booking-actions';
import { todayIn, addDays } from '../../server/core/local-time';
import { plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import { bookOne, details, failed, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

// Issue 24 items 8, 9, 11, 12: what a cancelled booking owes, marketplace bookings kept as their
// provider sold them, the attendee id as typed, check-in and no-show excluding each other.

let t: TestApp;
let admin: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
let key: string;
const date = plainMonday(56);
const TZ = 'Asia/Kolkata';

const market = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/marketplace${url}`, headers: { 'x-api-key': key }, payload });
const checkin = (bookingId: number, id?: unknown) => admin.post('/api/booking/checkin', { bookingId, id });
const noShow = (bookingId: number, on = true) => admin.post('/api/booking/noshow', { bookingId, noShow: on });
const checkinsOf = async (bookingId: number) =>
  (
    await q<{ attendee_id: number }>(sql`SELECT attendee_id FROM booking_checkins WHERE booking_id = ${bookingId} ORDER BY attendee_id`)
  ).map((r) => r.attendee_id);
/** Moves a booking's row to today at 00:00 (club time): it is on its day and has started. */
const startedToday = (bookingId: number) =>
  q(sql`UPDATE bookings SET booking_date = ${todayIn(TZ)}::date, start_time = '00:00:00', end_time = '00:30:00' WHERE id = ${bookingId}`);

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  q = sqlOf(t);
  key = (await admin.post('/api/club/marketplace/keys', { name: 'Rules 24' })).json().key;
});
afterAll(async () => {
  await t?.close();
});

describe('item 8: a cancelled booking owes nothing', () => {
  it('fully refunded: paymentPending false and balance 0 in details, Find Bookings and the calendar', async () => {
    const id = await bookOne(admin, ids, { date, time: '06:00:00', court: 'Court 1', advance: 150, mobile: '9000024001' });
    // An unpaid add-on too: the add-ons part is settled by the cancellation as well.
    const addon = await admin.post('/api/booking/extra/update', { bookingId: id, extras: [{ name: 'Towel', price: 60, quantity: 1 }] });
    expect(addon.json()).toMatchObject({ requestStatus: 1 });
    const before = await details(admin, id);
    expect(before).toMatchObject({ paymentPending: true, courtSummary: { advance: 150 }, extrasSummary: { balance: 60 } });
    const gross = before.courtSummary.gross as number;
    expect(gross).toBeGreaterThan(150);

    const cancelled = await admin.post('/api/booking/cancellation', { bookingId: id, refundType: 1, refundMode: 1, sendSMS: false });
    expect(cancelled.json()).toEqual({ requestStatus: 1, message: M.cancelDone, refund: 150 });

    const d = await details(admin, id);
    expect(d).toMatchObject({
      bookingCancelled: true,
      paymentPending: false,
      balance: 0,
      showPaymentLink: false,
      isBnpl: false,
      courtSummary: { gross, advance: 0, balance: 0 },
      extrasSummary: { gross: 60, advance: 0, balance: 0 },
      summary: { advance: 0, balance: 0 },
    });
    const found = (await admin.get(`/api/booking/search?input=${id}`)).json().bookingDetails;
    expect(found).toEqual([expect.objectContaining({ bookingId: id, bookingCancelled: true, paymentPending: false, balance: 0 })]);
    const day = (await admin.post('/api/availability', { activityId: ids.badminton, date })).json();
    expect(slotOf(day, ids.courts['Court 1'], '06:00:00')).toMatchObject({ status: 'Book', bookingId: null, paymentPending: false });
  });

  it('a partial refund and a cancellation of an unpaid booking settle it too; a live booking still owes', async () => {
    const live = await bookOne(admin, ids, { date, time: '07:00:00', court: 'Court 1', advance: 100, mobile: '9000024002' });
    const unpaid = await bookOne(admin, ids, { date, time: '08:00:00', court: 'Court 1', mobile: '9000024002' });
    const half = await bookOne(admin, ids, { date, time: '09:00:00', court: 'Court 1', advance: 200, mobile: '9000024002' });
    await admin.post('/api/booking/cancellation', { bookingId: unpaid, refundType: 0, sendSMS: false });
    await admin.post('/api/booking/cancellation', { bookingId: half, refundType: 0, sendSMS: false });
    expect(await details(admin, half)).toMatchObject({ paymentPending: false, balance: 0, courtSummary: { advance: 200, balance: 0 } });
    expect(await details(admin, unpaid)).toMatchObject({ paymentPending: false, balance: 0 });
    const liveDetails = await details(admin, live);
    expect(liveDetails.paymentPending).toBe(true);
    const rows = (await admin.get('/api/booking/search?input=9000024002')).json().bookingDetails as {
      bookingId: number;
      balance: number;
      paymentPending: boolean;
    }[];
    expect(rows.map((r) => [r.bookingId, r.balance, r.paymentPending])).toEqual([
      [half, 0, false],
      [unpaid, 0, false],
      [live, liveDetails.balance, true],
    ]);
    // The calendar shows the live booking with the same balance rule (pending), the freed slots open.
    const day = (await admin.post('/api/availability', { activityId: ids.badminton, date })).json();
    expect(slotOf(day, ids.courts['Court 1'], '07:00:00')).toMatchObject({ bookingId: live, paymentPending: true });
    for (const time of ['08:00:00', '09:00:00'])
      expect(slotOf(day, ids.courts['Court 1'], time)).toMatchObject({ status: 'Book', paymentPending: false });
  });
});

describe('item 9: marketplace bookings are changed through their provider', () => {
  it('refuses pay now, add-on payment, edit amount, add add-ons and payment link, and changes nothing', async () => {
    const sold = (
      await market('/bookings', {
        activityId: ids.badminton,
        courtId: ids.courts['Court 3'],
        date,
        time: '10:00:00',
        customer: { name: 'Online Player', countryCode: '+91', mobile: '9812324001' },
      })
    ).json();
    expect(sold).toMatchObject({ requestStatus: 1 });
    const id = sold.bookingId as number;
    const before = await details(admin, id);
    expect(before).toMatchObject({ isMarketplaceBooking: true, paymentPending: true, showPaymentLink: false });
    const moneyRows = () => q(sql`SELECT id, amount_minor FROM transactions WHERE booking_id = ${id} ORDER BY id`);
    const rowsBefore = await moneyRows();
    const refused: [string, object][] = [
      ['/api/booking/payment/update', { bookingId: id, amount: 100, transactionData: { mode: 1 } }],
      ['/api/extras/payment/update', { bookingId: id, amount: 10, transactionData: { mode: 1 } }],
      ['/api/booking/amount/update', { bookingId: id, amount: 1 }],
      ['/api/booking/extra/update', { bookingId: id, extras: [{ name: 'Towel', price: 60, quantity: 1, advance: 60, mode: 1 }] }],
      ['/api/booking/payment/link', { bookingId: id }],
    ];
    for (const [url, body] of refused) expect((await admin.post(url, body)).json(), url).toEqual(failed(M.marketplace));
    expect(await moneyRows()).toEqual(rowsBefore);
    expect(await q(sql`SELECT id FROM booking_extras WHERE booking_id = ${id}`)).toEqual([]);
    expect(await q(sql`SELECT id FROM notification_outbox WHERE booking_id = ${id} AND channel = 'payment_link'`)).toEqual([]);
    const after = await details(admin, id);
    expect(after.courtSummary).toEqual(before.courtSummary);
    expect(after.history).toEqual(before.history);
  });

  it('allows check-in and the extra actions (Get in Touch, View No., Enable Reschedule, Mark As No Show)', async () => {
    const sold = (
      await market('/bookings', {
        activityId: ids.badminton,
        courtId: ids.courts['Court 3'],
        date,
        time: '11:00:00',
        customer: { name: 'Online Player', countryCode: '+91', mobile: '9812324002' },
      })
    ).json();
    const id = sold.bookingId as number;
    expect((await admin.post('/api/booking/get-in-touch', { bookingId: id, venueMobile: '9000011111' })).json()).toEqual({
      requestStatus: 1,
      message: M.callback,
    });
    expect((await admin.get(`/api/view/mobile?booking_id=${id}`)).json()).toEqual({ requestStatus: 1, data: { mobile: '+919812324002' } });
    expect((await admin.post('/api/booking/reschedule/enable', { bookingId: id })).json()).toEqual({
      requestStatus: 1,
      message: M.rescheduleEnabled,
    });
    await startedToday(id);
    expect((await noShow(id)).json()).toEqual({ requestStatus: 1, message: M.noShowMarked });
    expect((await noShow(id, false)).json()).toEqual({ requestStatus: 1, message: M.noShowCleared });
    expect((await checkin(id)).json()).toEqual({ requestStatus: 1, message: M.checkedIn, attendeeId: 1 });
  });
});

describe('item 11: the attendee id is checked as typed', () => {
  it('0 and 6 of 5 are refused with a message naming the range; nothing is checked in', async () => {
    const id = await bookOne(admin, ids, { activity: ids.swimming, court: 'Pool', date, time: '07:00:00', count: 5, mobile: '9000024011' });
    await startedToday(id);
    expect((await details(admin, id)).attendeeCount).toBe(5);
    for (const bad of [0, 6, '0', '6', -1, 2.5, 'two', null]) {
      expect((await checkin(id, bad)).json(), String(bad)).toEqual(failed(M.attendeeRange(5)));
    }
    expect(await checkinsOf(id)).toEqual([]);
    expect((await checkin(id, 5)).json()).toEqual({ requestStatus: 1, message: M.checkedIn, attendeeId: 5 });
    expect((await checkin(id, '1')).json()).toMatchObject({ requestStatus: 1, attendeeId: 1 });
    expect(await checkinsOf(id)).toEqual([1, 5]);
  });

  it('a single booking is attendee 1 only', async () => {
    const id = await bookOne(admin, ids, { date, time: '12:00:00', court: 'Court 4', mobile: '9000024012' });
    await startedToday(id);
    for (const bad of [0, 2]) expect((await checkin(id, bad)).json(), String(bad)).toEqual(failed(M.attendeeRange(1)));
    expect(await checkinsOf(id)).toEqual([]);
  });
});

describe('item 12: checked in and no-show exclude each other; no-show only after the start', () => {
  it('refuses a no-show before the booking starts', async () => {
    const id = await bookOne(admin, ids, { date, time: '13:00:00', court: 'Court 4', mobile: '9000024021' });
    expect((await noShow(id)).json()).toEqual(failed(M.noShowBeforeStart));
    expect((await details(admin, id)).noShow).toBe(false);
    // Yesterday's booking has started: it may be marked.
    await q(sql`UPDATE bookings SET booking_date = ${addDays(todayIn(TZ), -1)}::date WHERE id = ${id}`);
    expect((await noShow(id)).json()).toEqual({ requestStatus: 1, message: M.noShowMarked });
  });

  it('refuses a no-show of a checked-in booking, and a check-in of a no-show', async () => {
    const checkedIn = await bookOne(admin, ids, { date, time: '14:00:00', court: 'Court 4', mobile: '9000024022' });
    await startedToday(checkedIn);
    expect((await checkin(checkedIn)).json()).toMatchObject({ requestStatus: 1 });
    expect((await noShow(checkedIn)).json()).toEqual(failed(M.noShowCheckedIn));
    expect((await details(admin, checkedIn)).noShow).toBe(false);

    const missed = await bookOne(admin, ids, { date, time: '15:00:00', court: 'Court 4', mobile: '9000024022' });
    await startedToday(missed);
    expect((await noShow(missed)).json()).toEqual({ requestStatus: 1, message: M.noShowMarked });
    expect((await checkin(missed)).json()).toEqual(failed(M.checkinNoShow));
    expect(await checkinsOf(missed)).toEqual([]);
    // Courtside lists it as a no-show (not offered for check-in) and the other as checked in.
    const courtside = (await admin.get('/api/courtside/today')).json().bookings as {
      bookingId: number;
      noShow: boolean;
      checkedIn: number;
    }[];
    expect(courtside.find((b) => b.bookingId === missed)).toMatchObject({ noShow: true, checkedIn: 0 });
    expect(courtside.find((b) => b.bookingId === checkedIn)).toMatchObject({ noShow: false, checkedIn: 1 });
    // Clearing the mark lets the late player check in.
    await noShow(missed, false);
    expect((await checkin(missed)).json()).toMatchObject({ requestStatus: 1, attendeeId: 1 });
  });

  it('a group booking with one attendee checked in cannot be a no-show', async () => {
    const id = await bookOne(admin, ids, { activity: ids.swimming, court: 'Pool', date, time: '09:00:00', count: 3, mobile: '9000024023' });
    await startedToday(id);
    expect((await checkin(id, 2)).json()).toMatchObject({ requestStatus: 1 });
    expect((await noShow(id)).json()).toEqual(failed(M.noShowCheckedIn));
  });
});
