import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { FeeMessages } from '../../contract/cancel-fees';
import { addDays, todayIn } from '../../server/core/local-time';
import { loadTimedDay } from '../../server/modules/availability/day-occupancy';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { bookOne, details, failed, riversideClient, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

/*
 * Late-cancel and no-show fees (issue 30 part 2, ADR 0079): the fee rule lives in the one refund
 * rule (ledger/refund-policy.ts), the fee is its own money line on the booking, paid by Pay Fee
 * in money or — when the club allows it — from the member's credits.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
const date = plainMonday(44);
const TZ = 'Asia/Kolkata';
const PRIYA = '9876543210'; // demo member: PIN 1234, 500 credits

type Fees = {
  lateCancelHours?: number;
  lateCancelFee?: { kind: 'percent' | 'fixed'; amount: number };
  noShowFee?: { kind: 'percent' | 'fixed'; amount: number };
  feeFromCredits?: boolean;
};
const NONE = { kind: 'percent', amount: 0 } as const;
async function setFees(f: Fees, c = admin) {
  const cancelFees = { lateCancelHours: 0, lateCancelFee: NONE, noShowFee: NONE, feeFromCredits: false, ...f };
  const res = await c.post('/api/club/settings/update', { settings: { cancelFees } });
  expect(res.json(), res.body).toMatchObject({ requestStatus: 1 });
}
const preview = async (id: number) => (await admin.get(`/api/booking/cancellation/preview?bookingId=${id}`)).json().preview;
const cancel = (bookingId: number, body: object = {}) =>
  admin.post('/api/booking/cancellation', { bookingId, sendSMS: false, refundType: 2, refundMode: 1, ...body });
const payFee = (bookingId: number, body: object) => admin.post('/api/booking/fee/pay', { bookingId, ...body });
const gross = async (id: number) => (await details(admin, id)).courtSummary.gross as number;
const credits = async () => (await admin.post('/api/customer/details', { mobile: PRIYA })).json().customerDetails.credits as number;
/** What the calendar's day read says a booking owes, in rupees (its grouped sums, not details'). */
async function calendarOwes(bookingId: number) {
  const [b] = await q<{ clubId: number; courtId: number; day: string }>(
    sql`SELECT o.club_id AS "clubId", o.court_id AS "courtId", lower(o.during)::date::text AS day
        FROM occupancy o WHERE o.booking_id = ${bookingId} AND NOT o.via_brother LIMIT 1`,
  );
  const day = await loadTimedDay(t.db.db, b!.clubId, [b!.courtId], b!.day);
  return day.rows.find((r) => r.bookingId === bookingId)!.balanceMinor! / 100;
}
/** A pay-later booking that started yesterday, so it can be marked a no-show. */
async function playedUnpaid(time: string, court: string, mobile?: string) {
  const id = await bookOne(admin, ids, { date, time, court, mobile });
  await q(sql`UPDATE bookings SET booking_date = ${addDays(todayIn(TZ), -1)}::date WHERE id = ${id}`);
  return id;
}

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  q = sqlOf(t);
});
afterAll(async () => {
  await t?.close();
});

describe('fee settings', () => {
  it('refuses bad input naming the field and changes nothing; blank fees are none', async () => {
    expect((await admin.get('/api/club/settings')).json().settings.cancelFees).toEqual({
      lateCancelHours: 0,
      lateCancelFee: NONE,
      noShowFee: NONE,
      feeFromCredits: false,
    });
    await setFees({ lateCancelHours: 12, lateCancelFee: { kind: 'fixed', amount: 50 } });
    const bad = async (cancelFees: object, path: string, message: RegExp) => {
      const res = await admin.post('/api/club/settings/update', { settings: { cancelFees } });
      expect(res.statusCode).toBe(400);
      const e = (res.json().errors as { path: string; message: string }[]).find((x) => x.path === path);
      expect(e?.message, JSON.stringify(res.json())).toMatch(message);
    };
    const ok = { lateCancelHours: 12, lateCancelFee: { kind: 'fixed', amount: 50 }, noShowFee: NONE, feeFromCredits: false };
    await bad(
      { ...ok, lateCancelFee: { kind: 'percent', amount: 150 } },
      'settings.cancelFees.lateCancelFee.amount',
      /Late-cancel fee.*100/,
    );
    await bad({ ...ok, noShowFee: { kind: 'fixed', amount: 10.005 } }, 'settings.cancelFees.noShowFee.amount', /No-show fee.*2 decimal/);
    await bad(
      { ...ok, noShowFee: { kind: 'fixed', amount: -1 } },
      'settings.cancelFees.noShowFee.amount',
      /No-show fee cannot be negative/,
    );
    await bad({ ...ok, lateCancelHours: 1.5 }, 'settings.cancelFees.lateCancelHours', /Late-cancel window/);
    await bad({ ...ok, lateCancelFee: { kind: 'half', amount: 1 } }, 'settings.cancelFees.lateCancelFee.kind', /Late-cancel fee/);
    expect((await admin.get('/api/club/settings')).json().settings.cancelFees).toEqual(ok);
  });
});

describe('late-cancel fee', () => {
  it('is kept inside the window (percent), the preview equal to what the cancel does', async () => {
    await setFees({ lateCancelHours: 8_760, lateCancelFee: { kind: 'percent', amount: 20 } });
    const id = await bookOne(admin, ids, { date, time: '06:00:00', court: 'Court 1', advance: 0 });
    const price = await gross(id);
    await payNowAll(id, price);
    const fee = Math.round(price * 20) / 100;
    const p = await preview(id);
    expect(p).toMatchObject({ paid: price, policyPercent: 100, refunds: { 0: 0, 1: price, 2: price - fee } });
    expect(p.lateCancelFees).toEqual({ 0: fee, 1: 0, 2: fee });
    expect(p.feesOwed).toEqual({ 0: 0, 1: 0, 2: 0 });
    const res = (await cancel(id)).json();
    expect(res).toMatchObject({ requestStatus: 1, refund: p.refunds[2] });
    const d = await details(admin, id);
    expect(d.fees).toEqual([expect.objectContaining({ kind: 'late_cancel', amount: fee })]);
    expect(d.balance).toBe(0);
    expect(d.history.at(-1)).toMatchObject({ action: 'cancel', after: { refund: price - fee, lateCancelFee: fee, feeOwed: 0 } });
  });

  it('is not kept outside the window, and a full refund waives it', async () => {
    await setFees({ lateCancelHours: 24, lateCancelFee: { kind: 'fixed', amount: 100 } });
    const id = await bookOne(admin, ids, { date, time: '07:00:00', court: 'Court 1', advance: 200 });
    const p = await preview(id);
    expect(p).toMatchObject({ refunds: { 1: 200, 2: 200 }, lateCancelFees: { 0: 0, 1: 0, 2: 0 } });
    expect((await cancel(id)).json()).toMatchObject({ requestStatus: 1, refund: 200 });
    expect(await q(sql`SELECT id FROM booking_fees WHERE booking_id = ${id}`)).toEqual([]);

    await setFees({ lateCancelHours: 8_760, lateCancelFee: { kind: 'fixed', amount: 100 } });
    const waived = await bookOne(admin, ids, { date, time: '08:00:00', court: 'Court 1', advance: 200 });
    expect((await cancel(waived, { refundType: 1 })).json()).toMatchObject({ requestStatus: 1, refund: 200 });
    expect((await details(admin, waived)).fees).toEqual([]);
  });

  it('a fixed fee above what was paid keeps all of it; the rest stays owed and Pay Fee settles it', async () => {
    await setFees({ lateCancelHours: 8_760, lateCancelFee: { kind: 'fixed', amount: 500 } });
    const id = await bookOne(admin, ids, { date, time: '09:00:00', court: 'Court 1', advance: 100 });
    const p = await preview(id);
    expect(p).toMatchObject({ refunds: { 2: 0 }, lateCancelFees: { 2: 500 }, feesOwed: { 0: 400, 1: 0, 2: 400 } });
    expect((await cancel(id)).json()).toMatchObject({ requestStatus: 1, refund: 0 });
    let d = await details(admin, id);
    expect(d.balance).toBe(400);
    expect(d.feeSummary).toEqual({ gross: 500, discount: 0, advance: 100, balance: 400 });
    expect((await payFee(id, { amount: 400.01, mode: 1 })).json()).toEqual(failed(FeeMessages.amountAboveFee));
    expect((await payFee(id, { amount: 400 })).json()).toMatchObject({ requestStatus: 0 });
    expect((await payFee(id, { amount: 400, mode: 2 })).json()).toMatchObject({ requestStatus: 1, message: FeeMessages.paid });
    d = await details(admin, id);
    expect(d.balance).toBe(0);
    const tx = (await admin.get(`/api/transactions/details?bookingId=${id}`)).json().transactionDetails;
    expect(tx.at(-1)).toMatchObject({ kind: 'payment', target: 'fee', amount: 400, mode: 2 });
    expect((await payFee(id, { amount: 1, mode: 1 })).json()).toEqual(failed(FeeMessages.nothingOwed));

    // The statement lists the fee as a line and its payment as a Booking Fee.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/booking/statement?bookingId=${id}`, headers: t.authHeader(admin.token) });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cd-fee-')), 's.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const line of ['Late-cancel fee', '₹ 500.00', 'Booking Fee', '₹ 400.00']) expect(text, line).toContain(line);

    // The cancellation report shows the fee kept and what is still owed.
    const today = todayIn(TZ);
    const clubs = (await admin.get('/api/reports/clubs')).json().clubs as { clubId: number }[];
    const report = (
      await admin.post('/api/reports/cancellations/multiple-clubs', {
        clubIds: clubs.map((c) => c.clubId),
        startDate: today,
        endDate: today,
      })
    ).json();
    const rows = (report.data as { rows: { bookingId: number; lateCancelFee: number; feeOwed: number; refund: number }[] }[]).flatMap(
      (c) => c.rows,
    );
    expect(rows.find((r) => r.bookingId === id)).toMatchObject({ lateCancelFee: 500, feeOwed: 0, refund: 0 });
  });

  it('pattern cancellations follow the same rule, the preview equal to the cancel', async () => {
    await setFees({ lateCancelHours: 8_760, lateCancelFee: { kind: 'fixed', amount: 100 } });
    const monday = plainMonday(56);
    const data = {
      activityId: ids.badminton,
      courts: [ids.courts['Court 5']],
      startDate: monday,
      endDate: addDays(monday, 13),
      allSlots: false,
      startTime: '18:00:00',
      endTime: '19:00:00',
      days: [1, 3],
      ignoreUnavailableSlots: true,
    };
    const total = (await admin.post('/api/slots/availability/verify', data)).json().data.grossPrice as number;
    const made = (
      await admin.post('/api/booking/pattern', {
        ...(await import('./booking-fixtures')).checkout({
          isPatternBooking: true,
          patternBookingData: data,
          totalPaidAmount: total,
          paymentMode: 1,
          transactionData: { type: 2, mode: 1 },
        }),
      })
    ).json();
    expect(made.requestStatus).toBe(1);
    const pid = made.patternBookingId as number;
    const card = (await admin.get(`/api/booking/pattern/details?patternBookingId=${pid}`)).json().patternBooking;
    const o1 = card.occurrencesList[0];
    const pv = (await admin.get(`/api/booking/pattern/cancellation/preview?patternBookingId=${pid}&bookingId=${o1.bookingId}`)).json()
      .preview;
    expect(pv).toMatchObject({ refunds: { 1: o1.grossAmount, 2: o1.grossAmount - 100 }, lateCancelFees: { 0: 100, 1: 0, 2: 100 } });
    const done = (
      await admin.post('/api/booking/pattern/cancellation', {
        patternBookingId: pid,
        bookingId: o1.bookingId,
        refundType: 2,
        refundMode: 1,
      })
    ).json();
    expect(done.refund).toBe(pv.refunds[2]);
  });
});

async function payNowAll(id: number, amount: number) {
  const res = (await admin.post('/api/booking/payment/update', { bookingId: id, amount, transactionData: { mode: 1 } })).json();
  expect(res, JSON.stringify(res)).toMatchObject({ requestStatus: 1 });
}

describe('no-show fee', () => {
  it('Mark As No Show adds the fee to the balance as its own line; Pay Fee pays it; reports add up', async () => {
    await setFees({ noShowFee: { kind: 'percent', amount: 50 } });
    const id = await playedUnpaid('10:00:00', 'Court 2');
    const price = await gross(id);
    expect((await admin.post('/api/booking/noshow', { bookingId: id })).json()).toMatchObject({ requestStatus: 1 });
    const fee = Math.round(price * 50) / 100;
    let d = await details(admin, id);
    expect(d.fees).toEqual([expect.objectContaining({ kind: 'no_show', amount: fee })]);
    expect(d.balance).toBe(price + fee);
    expect(d.feeSummary).toEqual({ gross: fee, discount: 0, advance: 0, balance: fee });
    expect(d.history.at(-1)).toMatchObject({ action: 'noshow', after: { noShow: true, feeAdded: fee } });
    // Marking again adds nothing.
    await admin.post('/api/booking/noshow', { bookingId: id });
    expect((await details(admin, id)).fees).toHaveLength(1);

    expect((await payFee(id, { amount: fee, mode: 1 })).json()).toMatchObject({ requestStatus: 1 });
    d = await details(admin, id);
    expect(d.balance).toBe(price);
    expect(d.history.at(-1)).toMatchObject({ action: 'payment', after: { target: 'fee', amount: fee } });

    // Booking report: fees are their own column; balance = gross + fees − discount − credits − paid.
    const clubs = (await admin.get('/api/reports/clubs')).json().clubs as { clubId: number }[];
    const yesterday = addDays(todayIn(TZ), -1);
    const rep = (
      await admin.post('/api/reports/bookings/multiple-clubs', {
        clubIds: clubs.map((c) => c.clubId),
        startDate: yesterday,
        endDate: yesterday,
        booked: 0,
      })
    ).json();
    const row = (rep.data as { rows: Record<string, number>[] }[]).flatMap((c) => c.rows).find((r) => r.bookingId === id)!;
    expect(row).toMatchObject({ gross: price, fees: fee, paid: fee, balance: price });
    for (const c of rep.data as { rows: Record<string, number>[]; summary: Record<string, number> }[]) {
      const sum = (k: string) => Math.round(c.rows.reduce((n, r) => n + r[k]!, 0) * 100) / 100;
      expect(Math.round((sum('gross') + sum('fees') - sum('discount') - sum('credits') - sum('paid')) * 100) / 100).toBe(sum('balance'));
      expect(c.summary.fees).toBe(sum('fees'));
    }
    // The master report lists the fee payment as its own type.
    const master = (
      await admin.post('/api/reports/transactions/multiple-clubs', {
        clubIds: clubs.map((c) => c.clubId),
        startDate: todayIn(TZ),
        endDate: todayIn(TZ),
      })
    ).json();
    const feeRows = (master.data as { rows: Record<string, unknown>[] }[])
      .flatMap((c) => c.rows)
      .filter((r) => r.bookingId === id && r.type === 'Booking Fee');
    expect(feeRows).toEqual([expect.objectContaining({ amount: fee, mode: 'Cash' })]);
  });

  it('from credits only when the club allows it; clearing the mark removes an unpaid fee and gives a paid one back', async () => {
    await setFees({ noShowFee: { kind: 'fixed', amount: 120 }, feeFromCredits: false });
    const id = await playedUnpaid('11:00:00', 'Court 2', PRIYA);
    const price = await gross(id);
    await admin.post('/api/booking/noshow', { bookingId: id });
    expect((await payFee(id, { amount: 120, fromCredits: true })).json()).toEqual(failed(FeeMessages.creditsNotAllowed));
    await setFees({ noShowFee: { kind: 'fixed', amount: 120 }, feeFromCredits: true });
    const before = await credits();
    expect(await calendarOwes(id)).toBe(price + 120);
    expect((await payFee(id, { amount: 70, fromCredits: true })).json()).toMatchObject({ requestStatus: 1 });
    expect(await credits()).toBe(before - 70);
    // The calendar's day read owes what Booking Details owes: the fee less credits spent on it.
    expect(await calendarOwes(id)).toBe(price + 50);
    expect((await payFee(id, { amount: 50, mode: 1 })).json()).toMatchObject({ requestStatus: 1 });
    expect((await details(admin, id)).balance).toBe(price);
    expect(await calendarOwes(id)).toBe(price);

    // Clearing: the fee line goes, the 50 in money is refunded as paid, the 70 of credits go back.
    expect((await admin.post('/api/booking/noshow', { bookingId: id, noShow: false })).json()).toMatchObject({ requestStatus: 1 });
    const d = await details(admin, id);
    expect(d.fees).toEqual([]);
    expect(d.balance).toBe(price);
    expect(await calendarOwes(id)).toBe(price);
    expect(d.history.at(-1)).toMatchObject({ after: { noShow: false, feeRemoved: 120, feeRefunded: 120 } });
    expect(await credits()).toBe(before);
    const tx = (await admin.get(`/api/transactions/details?bookingId=${id}`)).json().transactionDetails;
    expect(tx.at(-1)).toMatchObject({ kind: 'refund', target: 'fee', amount: -50, mode: 1 });

    // A non-member booking cannot pay from credits; an unpaid fee is simply removed.
    const other = await playedUnpaid('12:00:00', 'Court 2');
    await admin.post('/api/booking/noshow', { bookingId: other });
    expect((await payFee(other, { amount: 10, fromCredits: true })).json()).toEqual(failed(FeeMessages.creditsNeedMember));
    await admin.post('/api/booking/noshow', { bookingId: other, noShow: false });
    expect((await details(admin, other)).fees).toEqual([]);
    expect(await q(sql`SELECT id FROM transactions WHERE booking_id = ${other} AND target = 'fee'`)).toEqual([]);
  });
});

describe("another club's settings and bookings", () => {
  it('never apply or are reachable', async () => {
    await setFees({});
    const river = await riversideClient(t);
    await setFees(
      { lateCancelHours: 8_760, lateCancelFee: { kind: 'fixed', amount: 100 }, noShowFee: { kind: 'fixed', amount: 100 } },
      river,
    );
    const id = await bookOne(admin, ids, { date, time: '13:00:00', court: 'Court 3', advance: 200 });
    expect((await preview(id)).lateCancelFees).toEqual({ 0: 0, 1: 0, 2: 0 });
    expect((await cancel(id)).json()).toMatchObject({ requestStatus: 1, refund: 200 });
    const played = await playedUnpaid('14:00:00', 'Court 3');
    await admin.post('/api/booking/noshow', { bookingId: played });
    expect((await details(admin, played)).fees).toEqual([]);
    // Riverside cannot pay a fee on the Arena's booking.
    await setFees({ noShowFee: { kind: 'fixed', amount: 100 } });
    const mine = await playedUnpaid('15:00:00', 'Court 3');
    await admin.post('/api/booking/noshow', { bookingId: mine });
    const res = (await river.post('/api/booking/fee/pay', { bookingId: mine, amount: 10, mode: 1 })).json();
    expect(res.requestStatus).toBe(0);
    expect((await details(admin, mine)).balance).toBe((await gross(mine)) + 100);
  });
});
