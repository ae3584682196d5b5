import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { sqlOf } from './booking-after-fixtures';
import { todayIn } from '../../server/core/local-time';
import type { TestApp } from './helpers/test-app';

/*
 * A single booking paid partly with member credits gives its refund back in the forms it was
 * paid, in proportion (ADR 0042, as a pattern does since ADR 0037): money as a refund row,
 * credits as a 'refund' ledger entry to the member.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
const date = plainMonday(50);
const MEMBER = { mobile: '9876543210', name: 'Priya Sharma' };

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  q = sqlOf(t);
});
afterAll(async () => {
  await t?.close();
});

const credits = async () => (await admin.post('/api/customer/details', { mobile: MEMBER.mobile })).json().customerDetails.credits as number;
async function bookWithCredits(time: string, court: string, creditsUsed: number, advance: number): Promise<number> {
  await admin.post('/api/carting/clear');
  expect(
    (await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts[court], date, time })).json().requestStatus,
  ).toBe(1);
  expect(
    (await admin.post('/api/club/credits/redeem', { mobile: MEMBER.mobile, credits: creditsUsed, memberPin: '1234' })).json().requestStatus,
  ).toBe(1);
  const mode = advance > 0 ? 1 : 0;
  const res = (
    await admin.post('/api/booking', checkout({ totalPaidAmount: advance, paymentMode: mode, transactionData: { type: 1, mode } }, MEMBER))
  ).json();
  expect(res, JSON.stringify(res)).toMatchObject({ requestStatus: 1 });
  return res.bookingId as number;
}
const preview = async (id: number) => (await admin.get(`/api/booking/cancellation/preview?bookingId=${id}`)).json().preview;
const refundRows = (id: number) =>
  q<{ amount: number; mode: number }>(
    sql`SELECT amount_minor AS amount, mode FROM transactions WHERE booking_id = ${id} AND kind = 'refund'`,
  );

describe('Cancelling a booking paid with member credits', () => {
  it('a full refund gives the credits back to the member and the money back as a refund row', async () => {
    const start = await credits();
    const id = await bookWithCredits('07:00:00', 'Court 1', 100, 300);
    expect(await credits()).toBe(start - 100);
    const p = await preview(id);
    expect(p).toMatchObject({ paid: 400, policyPercent: 100, refunds: { 0: 0, 1: 400, 2: 400 }, creditsRefunds: { 0: 0, 1: 100, 2: 100 } });

    const res = (await admin.post('/api/booking/cancellation', { bookingId: id, refundType: 2, refundMode: 2, sendSMS: false })).json();
    expect(res).toMatchObject({ requestStatus: 1 });
    expect(await credits()).toBe(start);
    expect(await refundRows(id)).toEqual([{ amount: -30000, mode: 2 }]);
    const ledger = await q<{ amount: number; reason: string }>(
      sql`SELECT amount_minor AS amount, reason FROM member_credit_entries WHERE booking_id = ${id} ORDER BY id`,
    );
    expect(ledger).toEqual([
      { amount: -10000, reason: 'redeem' },
      { amount: 10000, reason: 'refund' },
    ]);

    // The cancellation report counts the credits given back with the money refund.
    const today = todayIn('Asia/Kolkata');
    const clubs = (await admin.get('/api/reports/clubs')).json().clubs as { clubId: number }[];
    const report = (
      await admin.post('/api/reports/cancellations/multiple-clubs', {
        clubIds: clubs.map((c) => c.clubId),
        startDate: today,
        endDate: today,
      })
    ).json();
    const row = (report.data as { rows: { bookingId: number; refund: number }[] }[]).flatMap((c) => c.rows).find((r) => r.bookingId === id);
    expect(row).toMatchObject({ refund: 400 });
  });

  it('no refund keeps both; a booking paid wholly with credits needs no refund mode', async () => {
    const start = await credits();
    const kept = await bookWithCredits('08:00:00', 'Court 2', 100, 300);
    expect((await admin.post('/api/booking/cancellation', { bookingId: kept, refundType: 0, sendSMS: false })).json()).toMatchObject({
      requestStatus: 1,
    });
    expect(await credits()).toBe(start - 100);
    expect(await refundRows(kept)).toEqual([]);

    const all = await bookWithCredits('09:00:00', 'Court 2', 400, 0);
    expect((await preview(all)).creditsRefunds).toEqual({ 0: 0, 1: 400, 2: 400 });
    expect((await admin.post('/api/booking/cancellation', { bookingId: all, refundType: 1, sendSMS: false })).json()).toMatchObject({
      requestStatus: 1,
    });
    expect(await credits()).toBe(start - 100);
    expect(await refundRows(all)).toEqual([]);
  });
});
