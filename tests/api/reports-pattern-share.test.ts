import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../server/core/local-time';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { report } from './busy-day-fixtures';
import { details } from './booking-after-fixtures';
import { BookingActionMessages } from '../../contract/booking-actions';
import type { TestApp } from './helpers/test-app';

// The booking and balance reports show a pattern occurrence's share of its pattern's money
// (ADR 0052), so the rows of a pattern add up to what its pattern card says it owes.

let t: TestApp;
let admin: Client;
let ids: Ids;
let clubId: number;
const monday = plainMonday(35);
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  clubId = ((await admin.get('/api/reports/clubs')).json().clubs as { clubId: number; clubName: string }[]).find(
    (c) => c.clubName === 'Courtdesk Demo Arena',
  )!.clubId;
});
afterAll(async () => {
  await t?.close();
});

describe('pattern occurrences in the booking and balance reports and their Booking Details', () => {
  it('each occurrence shows its share, earliest first, and the rows owe what the pattern owes', async () => {
    // Tuesday and Thursday 07:00-08:00 on Court 2: two off-peak dates of 400, 500 paid up front.
    const data = {
      activityId: ids.badminton,
      courts: [ids.courts['Court 2']],
      startDate: monday,
      endDate: addDays(monday, 6),
      allSlots: false,
      startTime: '07:00:00',
      endTime: '08:00:00',
      days: [1, 3],
      ignoreUnavailableSlots: true,
    };
    const made = (
      await admin.post(
        '/api/booking/pattern',
        checkout(
          { isPatternBooking: true, patternBookingData: data, totalPaidAmount: 500, paymentMode: 1, transactionData: { type: 2, mode: 1 } },
          { mobile: '9000044441', name: 'Share Pattern' },
        ),
      )
    ).json();
    expect(made.requestStatus).toBe(1);
    const card = (await admin.get(`/api/booking/pattern/details?patternBookingId=${made.patternBookingId}`)).json().patternBooking;
    expect(card.summary).toMatchObject({ gross: 800, paid: 500, balance: 300 });
    const [first, second] = card.occurrencesList as { bookingId: number }[];

    const booked = await report(admin, 'bookings', { clubIds: [clubId], startDate: today, endDate: today, booked: 1 });
    const row = (id: number) => booked.data[0].rows.find((r) => r.bookingId === id);
    expect(row(first.bookingId)).toMatchObject({ type: 'Pattern Booking', gross: 400, paid: 400, balance: 0 });
    expect(row(second.bookingId)).toMatchObject({ type: 'Pattern Booking', gross: 400, paid: 100, balance: 300 });

    const owing = await report(admin, 'balance', { clubIds: [clubId], startDate: monday, endDate: addDays(monday, 6) });
    const ids2 = owing.data[0].rows.map((r) => r.bookingId);
    expect(ids2).toContain(second.bookingId);
    expect(ids2).not.toContain(first.bookingId);
    expect(owing.data[0].rows.find((r) => r.bookingId === second.bookingId)).toMatchObject({ paid: 100, balance: 300 });

    // The first date cancelled with no refund: what the pattern keeps as a fee is not there to
    // cover the second date, whose row owes what the pattern card now owes.
    const cancel = (
      await admin.post('/api/booking/pattern/cancellation', {
        patternBookingId: made.patternBookingId,
        bookingId: first.bookingId,
        refundType: 0,
      })
    ).json();
    expect(cancel.requestStatus).toBe(1);
    const after = (await admin.get(`/api/booking/pattern/details?patternBookingId=${made.patternBookingId}`)).json().patternBooking;
    const again = await report(admin, 'bookings', { clubIds: [clubId], startDate: today, endDate: today, booked: 1 });
    const left = again.data[0].rows.find((r) => r.bookingId === second.bookingId);
    expect(left?.balance).toBe(after.summary.balance);
    expect(again.data[0].rows.some((r) => r.bookingId === first.bookingId)).toBe(false);
  });

  it("each occurrence's Booking Details shows its booking-report row, and the drawers owe what the pattern owes", async () => {
    // Court 3, same two off-peak dates of 400: 500 paid up front covers the first date and 100 of the second.
    const data = {
      activityId: ids.badminton,
      courts: [ids.courts['Court 3']],
      startDate: monday,
      endDate: addDays(monday, 6),
      allSlots: false,
      startTime: '07:00:00',
      endTime: '08:00:00',
      days: [1, 3],
      ignoreUnavailableSlots: true,
    };
    const made = (
      await admin.post(
        '/api/booking/pattern',
        checkout(
          { isPatternBooking: true, patternBookingData: data, totalPaidAmount: 500, paymentMode: 1, transactionData: { type: 2, mode: 1 } },
          { mobile: '9000044442', name: 'Drawer Pattern' },
        ),
      )
    ).json();
    expect(made.requestStatus).toBe(1);
    const card = (await admin.get(`/api/booking/pattern/details?patternBookingId=${made.patternBookingId}`)).json().patternBooking;
    expect(card.summary).toMatchObject({ gross: 800, paid: 500, balance: 300 });
    const occurrences = card.occurrencesList as { bookingId: number }[];
    expect(occurrences).toHaveLength(2);
    const booked = await report(admin, 'bookings', { clubIds: [clubId], startDate: today, endDate: today, booked: 1 });
    const drawers = [];
    for (const o of occurrences) {
      const d = await details(admin, o.bookingId);
      const row = booked.data[0].rows.find((r) => r.bookingId === o.bookingId)!;
      expect(
        { balance: d.balance, paid: d.summary.advance, credits: d.credits },
        `occurrence ${o.bookingId} drawer = its report row`,
      ).toEqual({ balance: row.balance, paid: row.paid, credits: row.credits });
      drawers.push(d);
    }
    // Earliest first: the first date is covered, the second owes the rest.
    expect(drawers.map((d) => ({ balance: d.balance, paymentPending: d.paymentPending, court: d.courtSummary }))).toEqual([
      { balance: 0, paymentPending: false, court: { gross: 400, discount: 0, advance: 400, balance: 0 } },
      { balance: 300, paymentPending: true, court: { gross: 400, discount: 0, advance: 100, balance: 300 } },
    ]);
    expect(drawers.reduce((n, d) => n + d.balance, 0)).toBe(card.summary.balance);
    // Court money of an occurrence is paid on its pattern (ADR 0025): Pay Now on a date is
    // refused and points to the card, so the card and the drawers never disagree; the payment
    // link reads the drawer's figure (the covered date has nothing to pay).
    const [first, second] = occurrences;
    const refused = (message: string) => ({ requestStatus: 0, message });
    expect(
      (await admin.post('/api/booking/payment/update', { bookingId: first.bookingId, amount: 1, transactionData: { mode: 1 } })).json(),
    ).toMatchObject(refused(BookingActionMessages.occurrencePayOnPattern));
    expect((await admin.post('/api/booking/payment/link', { bookingId: first.bookingId })).json()).toMatchObject(
      refused(BookingActionMessages.nothingToPay),
    );
    expect(
      (await admin.post('/api/booking/payment/update', { bookingId: second.bookingId, amount: 100, transactionData: { mode: 1 } })).json(),
    ).toMatchObject(refused(BookingActionMessages.occurrencePayOnPattern));
    expect((await details(admin, second.bookingId)).balance).toBe(300);
    expect((await details(admin, first.bookingId)).balance).toBe(0);
  });
});
