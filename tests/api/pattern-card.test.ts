import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BulkMessages } from '../../contract/bulk';
import { PatternMessages } from '../../contract/pattern';
import { addDays } from '../../server/core/local-time';
import { checkout, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { messageCode } from '../../server/plugins/message-codes';

let t: TestApp;
let admin: Client;
let ids: Ids;
const monday = plainMonday(21);

const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
const fail = async (res: Promise<{ json(): unknown }>, message: string) =>
  expect((await res).json()).toEqual({ requestStatus: 0, message, ...messageCode(message) });

async function book(courts: string[], weeks: number, mobile: string, advance: number | 'all', endTime = '20:00:00') {
  const data = {
    activityId: ids.badminton,
    courts: courts.map((c) => ids.courts[c]),
    startDate: monday,
    endDate: addDays(monday, weeks * 7 - 1),
    allSlots: false,
    startTime: '18:00:00',
    endTime,
    days: [1, 3],
    ignoreUnavailableSlots: true,
  };
  const gross = (await admin.post('/api/slots/availability/verify', data)).json().data.grossPrice as number;
  const paid = advance === 'all' ? gross : advance;
  const res = (
    await admin.post(
      '/api/booking/pattern',
      checkout(
        {
          isPatternBooking: true,
          patternBookingData: data,
          totalPaidAmount: paid,
          paymentMode: paid > 0 ? 1 : 0,
          transactionData: { type: 2, mode: paid > 0 ? 1 : 0 },
        },
        { mobile, name: `Pattern ${mobile}` },
      ),
    )
  ).json();
  expect(res.requestStatus).toBe(1);
  return { id: res.patternBookingId as number, gross };
}
const details = async (id: number) => (await admin.get(`/api/booking/pattern/details?patternBookingId=${id}`)).json().patternBooking;
const cancel = (body: Record<string, unknown>) => admin.post('/api/booking/pattern/cancellation', { cancelRemarks: 'Rain', ...body });

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  // 100 % from 30 days before the start, 50 % after: the first weeks of the pattern get half.
  await t.db.db.execute(
    sql`UPDATE clubs SET config = config || '{"refundPolicy": {"tiers": [{"hoursBefore": 720, "percent": 100}, {"hoursBefore": 0, "percent": 50}]}}'::jsonb`,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('the pattern card', () => {
  it('shows every occurrence with its state and the money', async () => {
    const p = await book(['Court 3', 'Court 4'], 26, '9000055555', 1000);
    const d = await details(p.id);
    expect(d).toMatchObject({
      patternBookingId: p.id,
      cancelled: 0,
      status: 'Ongoing',
      occurrences: 52,
      cancelledOccurrences: 0,
      days: [1, 3],
      courts: ['Court 3', 'Court 4'],
      customerDetails: { customerMobile: '9000055555' },
      paymentPending: true,
    });
    expect(d.occurrencesList).toHaveLength(52);
    expect(d.occurrencesList[0]).toMatchObject({
      dateBooked: addDays(monday, 1),
      startTime: '18:00:00',
      endTime: '20:00:00',
      slotCount: 4,
      bookingStatus: 'Upcoming',
      courts: ['Court 3', 'Court 4'],
    });
    expect(d.summary).toEqual({
      gross: p.gross,
      discount: 0,
      cancellationFee: 0,
      paid: 1000,
      credits: 0,
      balance: Number((p.gross - 1000).toFixed(2)),
    });
  });

  it('Bulk Pay Now: amount required, never above the balance, then the balance drops', async () => {
    const p = await book(['Court 5'], 1, '9000066666', 0, '19:00:00');
    const pay = (amount: unknown, mode = 1) =>
      admin.post('/api/booking/pattern/payment/update', { patternBookingId: p.id, amount, transactionData: { mode, type: 3 } });
    await fail(pay(''), PatternMessages.amountRequired);
    await fail(pay(0), PatternMessages.amountRequired);
    await fail(pay(p.gross + 0.01), PatternMessages.amountTooHigh);
    await fail(pay(10, 0), PatternMessages.modeRequired);
    expect((await pay(100)).json()).toEqual({
      requestStatus: 1,
      message: PatternMessages.paid,
      ...messageCode(PatternMessages.paid),
      balance: Number((p.gross - 100).toFixed(2)),
    });
    expect((await details(p.id)).summary.paid).toBe(100);
    const rowsOf = await query<{ type: number; amount: number }>(
      sql`SELECT type, amount_minor AS amount FROM transactions WHERE pattern_id = ${p.id} ORDER BY id`,
    );
    expect(rowsOf.at(-1)).toEqual({ type: 3, amount: 10000 });
  });

  it('an unpaid occurrence cancelled frees its court time and moves no money; the flag becomes partially cancelled', async () => {
    const p = await book(['Court 1'], 26, '9000088888', 0);
    const first = (await details(p.id)).occurrencesList[0];
    const res = (await cancel({ patternBookingId: p.id, bookingId: first.bookingId })).json();
    expect(res).toEqual({
      requestStatus: 1,
      message: PatternMessages.cancelled,
      cancelledBookings: 1,
      refund: 0,
      creditsRefund: 0,
      cancelled: 2,
    });
    const d = await details(p.id);
    expect(d).toMatchObject({ cancelled: 2, status: 'Ongoing', cancelledOccurrences: 1 });
    expect(d.occurrencesList[0]).toMatchObject({ bookingCancelled: true, bookingStatus: 'Cancelled' });
    expect(d.summary.balance).toBeCloseTo(p.gross - first.grossAmount, 2);
    const day = (await admin.post('/api/availability', { activityId: ids.badminton, date: first.dateBooked })).json();
    expect(slotOf(day, ids.courts['Court 1'], '18:00:00').status).toBe('Book');
    await fail(cancel({ patternBookingId: p.id, bookingId: first.bookingId }), PatternMessages.occurrenceNotFound);
  });

  it('an occurrence cancelled from its Booking Details is cancelled through its pattern', async () => {
    const p = await book(['Court 2'], 4, '9000077777', 0);
    const first = (await details(p.id)).occurrencesList[0];
    const res = (await admin.post('/api/booking/cancellation', { bookingId: first.bookingId, sendSMS: false })).json();
    expect(res.requestStatus).toBe(1);
    const d = await details(p.id);
    expect(d).toMatchObject({ cancelled: 2, cancelledOccurrences: 1 });
    expect(d.occurrencesList[0]).toMatchObject({ bookingCancelled: true });
  });

  it('paid in full: one near occurrence refunds by policy, then every occurrence from a date on refunds in full', async () => {
    const p = await book(['Court 6'], 2, '9000099999', 'all', '19:00:00');
    const d = await details(p.id);
    expect(d.occurrencesList).toHaveLength(4);
    const [o1, , o3] = d.occurrencesList;
    const res = (await cancel({ patternBookingId: p.id, bookingId: o1.bookingId, refundType: 2, refundMode: 2 })).json();
    expect(res).toMatchObject({ cancelled: 2, refund: o1.grossAmount / 2 });
    const after = await details(p.id);
    expect(after.summary).toMatchObject({ cancellationFee: o1.grossAmount / 2, balance: 0 });
    const refundRow = await query<{ kind: string; mode: number; amount: number; remarks: string }>(
      sql`SELECT kind, mode, amount_minor AS amount, remarks FROM transactions WHERE pattern_id = ${p.id} AND kind = 'refund'`,
    );
    expect(refundRow).toEqual([{ kind: 'refund', mode: 2, amount: -Math.round(o1.grossAmount * 50), remarks: 'Rain' }]);
    // From the third occurrence on, full refund: the second stays live.
    const from = (await cancel({ patternBookingId: p.id, fromDate: o3.dateBooked, refundType: 1 })).json();
    expect(from).toMatchObject({ cancelledBookings: 2, cancelled: 2 });
    expect(from.refund).toBeCloseTo(o3.grossAmount * 2, 2);
    // The rest (no refund): nothing live left → cancelled (1), and no second cancellation.
    expect((await cancel({ patternBookingId: p.id, refundType: 0 })).json()).toMatchObject({
      cancelledBookings: 1,
      cancelled: 1,
      refund: 0,
    });
    expect(await details(p.id)).toMatchObject({ cancelled: 1, status: 'Cancelled', summary: { balance: 0 } });
    await fail(cancel({ patternBookingId: p.id }), PatternMessages.alreadyCancelled);
    expect(await query(sql`SELECT 1 FROM history WHERE entity = 'pattern' AND entity_id = ${p.id} AND action = 'cancel'`)).toHaveLength(3);
  });

  it("refuses another club's pattern on every pattern route", async () => {
    const [club2] = await query<{ id: number }>(sql`SELECT id FROM clubs WHERE name <> 'Courtdesk Demo Arena' LIMIT 1`);
    const [act] = await query<{ id: number }>(sql`SELECT id FROM activities WHERE club_id = ${club2.id} LIMIT 1`);
    const [p] = await query<{
      id: number;
    }>(sql`INSERT INTO pattern_bookings (club_id, activity_id, start_date, end_date, start_time, end_time,
        days, courts, ignore_unavailable, customer_name, customer_country_code, customer_mobile, court_gross_minor, place, handler)
      VALUES (${club2.id}, ${act.id}, ${monday}, ${monday}, '18:00', '19:00', '{0}', '{}', true, 'Other', '+91', '9000012345', 1000, 'partner', 'x') RETURNING id`);
    await fail(admin.get(`/api/booking/pattern/details?patternBookingId=${p.id}`), PatternMessages.notFound);
    await fail(cancel({ patternBookingId: p.id }), PatternMessages.notFound);
    await fail(
      admin.post('/api/booking/pattern/payment/update', { patternBookingId: p.id, amount: 1, transactionData: { mode: 1 } }),
      PatternMessages.notFound,
    );
    const found = (await admin.get('/api/booking/pattern/search?input=9000012345')).json();
    expect(found).toMatchObject({ requestStatus: 1, patternBookings: [] });
    void BulkMessages;
  });
});
