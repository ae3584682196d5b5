import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../server/core/local-time';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { bookOne, details, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

/*
 * A fee paid from member credits is seen where a booking paid with credits is seen (ADR 0079
 * addendum): a ₹0 "No Pay" money row of type Booking Fee in Transactions and the master report,
 * the credits named beside it in Transactions; given back when the no-show mark is cleared, the
 * same way. No money moved, so no total changes.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
const TZ = 'Asia/Kolkata';
const PRIYA = '9876543210'; // demo member: PIN 1234, 500 credits

const transactions = async (id: number) =>
  (await admin.get(`/api/transactions/details?bookingId=${id}`)).json().transactionDetails as Record<string, unknown>[];
async function master() {
  const clubs = (await admin.get('/api/reports/clubs')).json().clubs as { clubId: number }[];
  const body = (
    await admin.post('/api/reports/transactions/multiple-clubs', {
      clubIds: clubs.map((c) => c.clubId),
      startDate: todayIn(TZ),
      endDate: todayIn(TZ),
    })
  ).json();
  return body as { summary: { paid: number; refund: number }; data: { rows: Record<string, unknown>[] }[] };
}

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  q = sqlOf(t);
});
afterAll(async () => {
  await t?.close();
});

describe('a fee paid from credits', () => {
  it('shows in Transactions and the master report as a credit-paid booking does, and its giving back too', async () => {
    const cancelFees = {
      lateCancelHours: 0,
      lateCancelFee: { kind: 'percent', amount: 0 },
      noShowFee: { kind: 'fixed', amount: 120 },
      feeFromCredits: true,
    };
    expect((await admin.post('/api/club/settings/update', { settings: { cancelFees } })).json()).toMatchObject({ requestStatus: 1 });
    const id = await bookOne(admin, ids, { date: plainMonday(44), time: '15:00:00', court: 'Court 3', mobile: PRIYA });
    await q(sql`UPDATE bookings SET booking_date = ${addDays(todayIn(TZ), -1)}::date WHERE id = ${id}`);
    expect((await admin.post('/api/booking/noshow', { bookingId: id })).json()).toMatchObject({ requestStatus: 1 });
    const before = await master();

    expect((await admin.post('/api/booking/fee/pay', { bookingId: id, amount: 120, fromCredits: true })).json()).toMatchObject({
      requestStatus: 1,
    });
    expect((await details(admin, id)).fees).toHaveLength(1);
    // Transactions: the booking's own ₹0 row (booked with no money), then the fee's ₹0 row naming the credits.
    const rows = await transactions(id);
    expect(rows.at(-1)).toMatchObject({ kind: 'payment', target: 'fee', amount: 0, mode: 0, credits: 120, handler: 'admin' });
    expect(rows[0]).toMatchObject({ target: 'court', amount: 0, mode: 0 });
    expect(rows[0].credits).toBeUndefined();

    // Master report: a Booking Fee row of ₹0 "No Pay" for this booking, as a booking paid with credits shows; totals unchanged.
    const after = await master();
    const feeRows = after.data.flatMap((c) => c.rows).filter((r) => r.bookingId === id && r.type === 'Booking Fee');
    expect(feeRows).toEqual([expect.objectContaining({ amount: 0, mode: 'No Pay', customerName: 'Test Player', customerMobile: PRIYA })]);
    expect(after.summary.paid).toBe(before.summary.paid);

    // Clearing the mark gives the credits back: a ₹0 refund row naming them.
    expect((await admin.post('/api/booking/noshow', { bookingId: id, noShow: false })).json()).toMatchObject({ requestStatus: 1 });
    expect((await transactions(id)).at(-1)).toMatchObject({ kind: 'refund', target: 'fee', amount: 0, mode: 0, credits: 120 });
    const cleared = await master();
    expect(cleared.data.flatMap((c) => c.rows).filter((r) => r.bookingId === id && r.type === 'Booking Fee (Refund)')).toHaveLength(1);
    expect(cleared.summary).toMatchObject({ paid: before.summary.paid, refund: before.summary.refund });
  });
});
