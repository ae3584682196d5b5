import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CheckoutMessages } from '../../contract/checkout';
import { addDays } from '../../server/core/local-time';
import { messageCode } from '../../server/plugins/message-codes';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

// Issue 24 item 14: the bulk checkout has what the single checkout has — discount (same rules and
// messages), Send Payment Link (through the outbox), member credits with PIN (ADR 0031, 0037, 0051).

let t: TestApp;
let admin: Client;
let ids: Ids;
const monday = plainMonday(63);
let week = 0;
const PRIYA = '9876543210'; // demo member: PIN 1234, 500 credits
const NON_MEMBER = '9123456780';

const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
const json = async (res: Promise<{ json(): unknown }>) => (await res).json() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const refusal = (message: string) => ({ requestStatus: 0, message, ...messageCode(message) });

/** Monday, Wednesday and Friday of a week no other test uses, 18:00–19:00 on one court. */
function form(court = 'Court 1') {
  const start = addDays(monday, 7 * week++);
  return {
    activityId: ids.badminton,
    courts: [ids.courts[court]],
    startDate: start,
    endDate: addDays(start, 6),
    allSlots: false,
    startTime: '18:00:00',
    endTime: '19:00:00',
    days: [0, 2, 4],
    ignoreUnavailableSlots: true,
    memberBulkBooking: false,
  };
}
const grossOf = async (data: ReturnType<typeof form>) =>
  (await json(admin.post('/api/slots/availability/verify', data))).data.grossPrice as number;
function book(data: ReturnType<typeof form>, extra: Record<string, unknown> = {}, mobile = NON_MEMBER) {
  const advance = (extra.totalPaidAmount as number | undefined) ?? 0;
  return json(
    admin.post(
      '/api/booking/pattern',
      checkout(
        {
          isPatternBooking: true,
          patternBookingData: data,
          paymentMode: advance > 0 ? 1 : 0,
          transactionData: { type: 2, mode: advance > 0 ? 1 : 0 },
          ...extra,
        },
        { mobile, name: `Customer ${mobile}` },
      ),
    ),
  );
}
const details = async (id: number) => (await json(admin.get(`/api/booking/pattern/details?patternBookingId=${id}`))).patternBooking;
const occurrences = (id: number) =>
  query<{ gross: number; discount: number }>(sql`SELECT court_gross_minor::int AS gross, club_discount_minor::int AS discount
    FROM bookings WHERE pattern_id = ${id} AND NOT cancelled ORDER BY booking_date`);
const links = (body: string) =>
  query<{ recipient: string; body: string; status: string }>(
    sql`SELECT recipient, body, status FROM notification_outbox WHERE channel = 'payment_link' AND body LIKE ${`%${body}%`}`,
  );

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

describe('discount on a pattern', () => {
  it('refuses with the single checkout messages and limits, and changes nothing', async () => {
    const data = form();
    const gross = await grossOf(data);
    const patterns = (await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM pattern_bookings`))[0].n;
    // The single checkout's own refusals of the same amounts, for parity.
    expect(
      (
        await json(
          admin.post('/api/carting/slot/add', {
            activityId: ids.badminton,
            courtId: ids.courts['Court 2'],
            date: data.startDate,
            time: '18:00:00',
          }),
        )
      ).requestStatus,
    ).toBe(1);
    const single = async (amount: unknown) => json(admin.post('/api/club/discount/apply', { discountAmount: amount }));
    expect(await single(-5)).toEqual(refusal('Discount should be greater than Rs. 0'));
    expect((await single(10_000)).message).toBe(CheckoutMessages.discountTooHigh);
    await admin.post('/api/carting/clear');

    expect(await book(data, { clubDiscount: -5 })).toEqual(refusal('Discount should be greater than Rs. 0'));
    expect(await book(data, { clubDiscount: 0.001 })).toEqual(refusal('Discount should be greater than Rs. 0'));
    expect(await book(data, { clubDiscount: gross + 1 })).toEqual(refusal(CheckoutMessages.discountTooHigh));
    // Discount + credits may not exceed the slots; the advance may not exceed the net price.
    expect(await book(data, { clubDiscount: gross - 10, credits: 20, memberPin: '1234' }, PRIYA)).toEqual(
      refusal(CheckoutMessages.discountTooHigh),
    );
    expect(await book(data, { clubDiscount: 100, totalPaidAmount: gross - 99 })).toEqual(refusal(CheckoutMessages.advanceTooHigh));
    expect((await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM pattern_bookings`))[0].n).toBe(patterns);
  });

  it('is spread over the occurrences, and the card, search, statement figures and report add up', async () => {
    const data = form();
    const gross = await grossOf(data);
    const res = await book(data, { clubDiscount: 100, totalPaidAmount: 50 });
    expect(res).toMatchObject({ requestStatus: 1, bookedSlots: 3 });
    const occ = await occurrences(res.patternBookingId);
    expect(occ).toHaveLength(3);
    expect(occ.reduce((n, o) => n + o.discount, 0)).toBe(10_000);
    occ.forEach((o) => expect(o.discount).toBeLessThanOrEqual(o.gross));
    const balance = Number((gross - 100 - 50).toFixed(2));
    expect((await details(res.patternBookingId)).summary).toEqual({
      gross,
      discount: 100,
      cancellationFee: 0,
      paid: 50,
      credits: 0,
      balance,
    });
    const found = await json(admin.get(`/api/booking/pattern/search?input=${res.patternBookingId}`));
    expect(found.patternBookings[0].balance).toBeCloseTo(balance, 2);
    // The bookings report reads each occurrence's discount: the pattern's rows add up to it.
    const report = await query<{ discount: number }>(
      sql`SELECT SUM(club_discount_minor)::int AS discount FROM bookings WHERE pattern_id = ${res.patternBookingId}`,
    );
    expect(report[0].discount).toBe(10_000);
    // Bulk Pay Now settles exactly the discounted balance.
    const paid = await json(
      admin.post('/api/booking/pattern/payment/update', {
        patternBookingId: res.patternBookingId,
        amount: balance,
        transactionData: { mode: 1, type: 3 },
      }),
    );
    expect(paid).toMatchObject({ requestStatus: 1, balance: 0 });
  });

  it('a cancelled occurrence takes its share of the discount; the refund leaves the balance at 0', async () => {
    const data = form();
    const gross = await grossOf(data);
    const res = await book(data, { clubDiscount: 90, totalPaidAmount: gross - 90 });
    const [first, second] = await occurrences(res.patternBookingId);
    const d = await details(res.patternBookingId);
    const lastId = d.occurrencesList[2].bookingId as number;
    const done = await json(
      admin.post('/api/booking/pattern/cancellation', {
        patternBookingId: res.patternBookingId,
        bookingId: lastId,
        refundType: 1,
        refundMode: 1,
      }),
    );
    expect(done.requestStatus).toBe(1);
    const kept = first.gross - first.discount + second.gross - second.discount;
    // All paid beyond what the two remaining occurrences owe (net of their discount) comes back.
    expect(Math.round(done.refund * 100)).toBe(Math.round((gross - 90) * 100) - kept);
    const after = await details(res.patternBookingId);
    expect(after.summary.discount * 100).toBe(first.discount + second.discount);
    expect(after.summary.balance).toBe(0);
  });
});

describe('Send Payment Link on a pattern', () => {
  it('queues one payment link in the outbox for the balance, only when asked and only when something is owed', async () => {
    const data = form();
    const gross = await grossOf(data);
    const asked = await book(data, { clubDiscount: 20, totalPaidAmount: 30, sendPaymentLink: true });
    expect(asked.requestStatus).toBe(1);
    const queued = await links(`bulk booking #${asked.patternBookingId} `);
    expect(queued).toEqual([
      { recipient: `+91${NON_MEMBER}`, status: 'pending', body: expect.stringContaining(`Rs. ${(gross - 50).toFixed(2)}`) },
    ]);

    const notAsked = await book(form(), { totalPaidAmount: 10 });
    expect(await links(`bulk booking #${notAsked.patternBookingId} `)).toEqual([]);
    const data3 = form();
    const paidUp = await book(data3, { totalPaidAmount: await grossOf(data3), sendPaymentLink: true });
    expect(paidUp.requestStatus).toBe(1);
    expect(await links(`bulk booking #${paidUp.patternBookingId} `)).toEqual([]);
  });
});

describe('member credits with PIN on a discounted pattern', () => {
  it('pays with discount + credits + advance; a wrong PIN books nothing', async () => {
    const data = form();
    const gross = await grossOf(data);
    const credits = 40;
    expect(await book(data, { clubDiscount: 10, credits, memberPin: '0000' }, PRIYA)).toEqual(refusal(CheckoutMessages.incorrectPin));
    // Credits above what is left after the discount and advance: the single checkout's message.
    expect(
      await book(data, { clubDiscount: 10, credits: credits + 1, memberPin: '1234', totalPaidAmount: gross - 10 - credits }, PRIYA),
    ).toEqual(refusal(CheckoutMessages.creditsTooHigh));
    const res = await book(data, { clubDiscount: 10, credits, memberPin: '1234', totalPaidAmount: gross - 10 - credits }, PRIYA);
    expect(res.requestStatus).toBe(1);
    expect((await details(res.patternBookingId)).summary).toMatchObject({ discount: 10, credits, balance: 0 });
  });
});
