import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CheckoutMessages } from '../../contract/checkout';
import { PatternMessages } from '../../contract/pattern';
import { addDays } from '../../server/core/local-time';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { messageCode } from '../../server/plugins/message-codes';

// Paying a pattern (bulk) booking with member credits and PIN (issue 9, ADR 0037).

let t: TestApp;
let admin: Client;
let ids: Ids;
const monday = plainMonday(35);
let week = 0;

const PRIYA = '9876543210'; // PIN 1234, 500 credits
const RAHUL = '9812345678'; // PIN 4321, 1200 credits (+100,000 below)
const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
const fail = async (res: Promise<{ json(): unknown }>, message: string) =>
  expect((await res).json()).toEqual({ requestStatus: 0, message, ...messageCode(message) });
const memberCredits = async (mobile: string) =>
  (await admin.post('/api/customer/details', { mobile })).json().customerDetails.credits as number;
const details = async (id: number) => (await admin.get(`/api/booking/pattern/details?patternBookingId=${id}`)).json().patternBooking;
const failures = async () => (await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM member_pin_failures`))[0].n;
const patternsOf = async (mobile: string) =>
  (await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM pattern_bookings WHERE customer_mobile = ${mobile}`))[0].n;

/** One Monday-and-Wednesday week of 18:00–19:00 on one court, in a week no other test uses. */
function form(court: string, days = [1, 3]) {
  const start = addDays(monday, 7 * week++);
  return {
    activityId: ids.badminton,
    courts: [ids.courts[court]],
    startDate: start,
    endDate: addDays(start, 6),
    allSlots: false,
    startTime: '18:00:00',
    endTime: '19:00:00',
    days,
    ignoreUnavailableSlots: true,
    memberBulkBooking: false,
  };
}
async function grossOf(data: ReturnType<typeof form>) {
  return (await admin.post('/api/slots/availability/verify', data)).json().data.grossPrice as number;
}
function create(data: ReturnType<typeof form>, mobile: string, extra: Record<string, unknown>) {
  const advance = (extra.totalPaidAmount as number | undefined) ?? 0;
  return admin.post(
    '/api/booking/pattern',
    checkout(
      {
        isPatternBooking: true,
        patternBookingData: data,
        paymentMode: advance > 0 ? 1 : 0,
        transactionData: { type: 2, mode: advance > 0 ? 1 : 0 },
        ...extra,
      },
      { mobile, name: `Member ${mobile}` },
    ),
  );
}
const pay = (patternBookingId: number, amount: unknown, memberPin?: string) =>
  admin.post('/api/booking/pattern/payment/update', { patternBookingId, amount, useCredits: true, memberPin });

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  // Patterns cost more than the demo member's credits: Rahul gets enough for every test here.
  await t.db.db.execute(sql`INSERT INTO member_credit_entries (club_id, member_id, amount_minor, reason)
    SELECT club_id, id, 10000000, 'adjust' FROM members WHERE mobile = ${RAHUL}`);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query(`DELETE FROM member_pin_failures`);
});

describe('credits at POST /booking/pattern', () => {
  it('spends the credits on the pattern through the ledger, not as takings, and the balance shows them', async () => {
    const data = form('Court 1');
    const gross = await grossOf(data);
    const before = await memberCredits(PRIYA);
    const res = (await create(data, PRIYA, { credits: 100, memberPin: '1234', totalPaidAmount: 50 })).json();
    expect(res).toMatchObject({ requestStatus: 1, bookedSlots: 2 });
    expect(await memberCredits(PRIYA)).toBe(before - 100);
    const entries = await query<{ amount: number; reason: string }>(
      sql`SELECT amount_minor::int AS amount, reason FROM member_credit_entries WHERE pattern_id = ${res.patternBookingId}`,
    );
    expect(entries).toEqual([{ amount: -10000, reason: 'redeem' }]);
    // The money rows of the pattern are only the advance: credits are not counted as takings twice.
    const money = await query<{ amount: number }>(
      sql`SELECT amount_minor AS amount FROM transactions WHERE pattern_id = ${res.patternBookingId}`,
    );
    expect(money).toEqual([{ amount: 5000 }]);
    const d = await details(res.patternBookingId);
    expect(d.summary).toEqual({
      gross,
      discount: 0,
      cancellationFee: 0,
      paid: 50,
      credits: 100,
      balance: Number((gross - 150).toFixed(2)),
    });
    expect(d).toMatchObject({ memberHasPin: true, memberCredits: before - 100 });
    expect(d.memberId).toEqual(expect.any(Number));
    // The search row and the calendar read the same balance.
    const found = (await admin.get(`/api/booking/pattern/search?input=${res.patternBookingId}`)).json();
    expect(found.patternBookings[0].balance).toBeCloseTo(gross - 150, 2);
  });

  it('a wrong PIN books nothing, spends nothing and is counted; a missing PIN is asked for', async () => {
    const data = form('Court 2');
    const before = await memberCredits(PRIYA);
    const patterns = await patternsOf(PRIYA);
    await fail(create(data, PRIYA, { credits: 50, memberPin: '9999' }), CheckoutMessages.incorrectPin);
    expect(await failures()).toBe(1);
    await fail(create(data, PRIYA, { credits: 50 }), CheckoutMessages.pinRequired);
    expect(await patternsOf(PRIYA)).toBe(patterns);
    expect(await memberCredits(PRIYA)).toBe(before);
    // The right PIN clears the count (as at the cart).
    expect((await create(data, PRIYA, { credits: 50, memberPin: '1234' })).json().requestStatus).toBe(1);
    expect(await failures()).toBe(0);
  });

  it('refuses a non-member, more credits than the member has, more than the pattern costs, and a bad amount', async () => {
    const data = form('Court 3');
    const gross = await grossOf(data);
    await fail(create(data, '9000033333', { credits: 10, memberPin: '1234' }), CheckoutMessages.notMember);
    await fail(create(data, PRIYA, { credits: -5, memberPin: '1234' }), CheckoutMessages.creditsInvalid);
    await fail(create(data, PRIYA, { credits: 0.001, memberPin: '1234' }), CheckoutMessages.creditsInvalid);
    await fail(create(data, PRIYA, { credits: (await memberCredits(PRIYA)) + 1, memberPin: '1234' }), CheckoutMessages.creditsNotEnough);
    await fail(create(data, RAHUL, { credits: gross - 99, memberPin: '4321', totalPaidAmount: 100 }), CheckoutMessages.creditsTooHigh);
    await fail(create(data, RAHUL, { credits: gross + 1, memberPin: '4321' }), CheckoutMessages.creditsTooHigh);
    // Exactly what is left after the advance is fine.
    const ok = (await create(data, RAHUL, { credits: gross - 100, memberPin: '4321', totalPaidAmount: 100 })).json();
    expect(ok.requestStatus).toBe(1);
    expect((await details(ok.patternBookingId)).summary.balance).toBe(0);
  });

  it('refuses expired credits', async () => {
    await t.db.db.execute(sql`UPDATE members SET credits_expiry = CURRENT_DATE - 1 WHERE mobile = ${RAHUL}`);
    try {
      await fail(create(form('Court 4'), RAHUL, { credits: 10, memberPin: '4321' }), CheckoutMessages.creditsExpired);
    } finally {
      await t.db.db.execute(sql`UPDATE members SET credits_expiry = '2027-06-30' WHERE mobile = ${RAHUL}`);
    }
  });
});

describe('Bulk Pay Now with credits', () => {
  it("checks the amount, the PIN, the balance and the member's credits, then pays", async () => {
    const data = form('Court 5');
    const gross = await grossOf(data);
    const id = (await create(data, RAHUL, { memberBulkBooking: true })).json().patternBookingId as number;
    await fail(pay(id, '', '4321'), PatternMessages.amountRequired);
    await fail(pay(id, 0, '4321'), PatternMessages.amountRequired);
    await fail(pay(id, null, '4321'), PatternMessages.amountRequired);
    await fail(pay(id, -10, '4321'), PatternMessages.amountRequired);
    await fail(pay(id, 10), CheckoutMessages.pinRequired);
    await fail(pay(id, 10, '0000'), CheckoutMessages.incorrectPin);
    await fail(pay(id, gross + 0.01, '4321'), PatternMessages.amountTooHigh);
    const before = await memberCredits(RAHUL);
    expect((await pay(id, 100.5, '4321')).json()).toEqual({
      requestStatus: 1,
      message: PatternMessages.paid,
      ...messageCode(PatternMessages.paid),
      balance: Number((gross - 100.5).toFixed(2)),
    });
    expect(await memberCredits(RAHUL)).toBe(before - 100.5);
    const d = await details(id);
    expect(d.summary).toMatchObject({ paid: 0, credits: 100.5 });
    expect(await query(sql`SELECT 1 FROM transactions WHERE pattern_id = ${id} AND amount_minor <> 0`)).toHaveLength(0);
    // The whole balance, to the paisa, is allowed; then nothing is left to pay.
    expect((await pay(id, Number((gross - 100.5).toFixed(2)), '4321')).json()).toMatchObject({ requestStatus: 1, balance: 0 });
    await fail(pay(id, 1, '4321'), PatternMessages.amountTooHigh);
  });

  it("refuses more than the member's credits", async () => {
    const data = form('Court 6', [0, 1, 2, 3, 4, 5, 6]);
    const gross = await grossOf(data);
    const id = (await create(data, PRIYA, {})).json().patternBookingId as number;
    const have = await memberCredits(PRIYA);
    expect(gross).toBeGreaterThan(have + 1);
    await fail(pay(id, have + 1, '1234'), CheckoutMessages.creditsNotEnough);
    expect(await memberCredits(PRIYA)).toBe(have);
  });

  it('shares the lockout with the cart: 5 wrong PINs here lock the member at the cart too', async () => {
    const id = (await create(form('Court 1'), PRIYA, {})).json().patternBookingId as number;
    for (let i = 0; i < 5; i++) await fail(pay(id, 10, `000${i}`), CheckoutMessages.incorrectPin);
    await fail(pay(id, 10, '1234'), CheckoutMessages.pinLocked);
    await admin.post('/api/carting/clear');
    const slot = await admin.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 4'],
      date: plainMonday(70),
      time: '07:00:00',
    });
    expect(slot.json().requestStatus).toBe(1);
    await fail(admin.post('/api/club/credits/redeem', { mobile: PRIYA, credits: 10, memberPin: '1234' }), CheckoutMessages.pinLocked);
    await admin.post('/api/carting/clear');
    expect((await details(id)).summary.credits).toBe(0);
  });

  it("refuses credits on a non-member's pattern and another club's pattern", async () => {
    const id = (await create(form('Court 2'), '9000044444', {})).json().patternBookingId as number;
    await fail(pay(id, 10, '1234'), PatternMessages.creditsNeedMember);
    expect((await details(id)).memberId).toBeNull();
    const [club2] = await query<{ id: number }>(sql`SELECT id FROM clubs WHERE name <> 'Courtdesk Demo Arena' LIMIT 1`);
    const [act] = await query<{ id: number }>(sql`SELECT id FROM activities WHERE club_id = ${club2.id} LIMIT 1`);
    const [other] = await query<{
      id: number;
    }>(sql`INSERT INTO pattern_bookings (club_id, activity_id, start_date, end_date, start_time, end_time,
        days, courts, ignore_unavailable, customer_name, customer_country_code, customer_mobile, court_gross_minor, place, handler)
      VALUES (${club2.id}, ${act.id}, ${monday}, ${monday}, '18:00', '19:00', '{0}', '{}', true, 'Other', '+91', ${PRIYA}, 1000, 'partner', 'x') RETURNING id`);
    await fail(pay(other.id, 10, '1234'), PatternMessages.notFound);
    expect(await failures()).toBe(0);
  });
});

describe('cancelling a pattern paid with credits', () => {
  it('gives the refund back in the forms it was paid, in proportion: credits to the member, money as a refund row', async () => {
    const data = form('Court 3');
    const gross = await grossOf(data);
    const before = await memberCredits(RAHUL);
    // Half in cash, half in credits.
    const half = Math.round((gross / 2) * 100) / 100;
    const id = (await create(data, RAHUL, { totalPaidAmount: half, credits: Number((gross - half).toFixed(2)), memberPin: '4321' })).json()
      .patternBookingId as number;
    expect((await details(id)).summary.balance).toBe(0);
    const first = (await details(id)).occurrencesList[0];
    const preview = (
      await admin.get(`/api/booking/pattern/cancellation/preview?patternBookingId=${id}&bookingId=${first.bookingId}`)
    ).json().preview;
    // Far ahead: 100 % by the default policy. One of two equal occurrences: half of each form.
    expect(preview.refunds[2]).toBeCloseTo(first.grossAmount, 2);
    const res = (
      await admin.post('/api/booking/pattern/cancellation', { patternBookingId: id, bookingId: first.bookingId, refundMode: 1 })
    ).json();
    expect(res).toMatchObject({ requestStatus: 1, refund: preview.refunds[2], creditsRefund: preview.creditsRefunds[2], cancelled: 2 });
    expect(res.creditsRefund).toBeGreaterThan(0);
    expect(res.creditsRefund).toBeLessThan(res.refund);
    const [cash] = await query<{ amount: number }>(
      sql`SELECT amount_minor AS amount FROM transactions WHERE pattern_id = ${id} AND kind = 'refund'`,
    );
    expect(cash.amount).toBe(-Math.round((res.refund - res.creditsRefund) * 100));
    expect(await memberCredits(RAHUL)).toBeCloseTo(before - (gross - half) + res.creditsRefund, 2);
    const d = await details(id);
    expect(d.summary.balance).toBe(0);
    expect(d.summary.credits).toBeCloseTo(gross - half - res.creditsRefund, 2);

    // The rest: everything held comes back and the member's credits are whole again.
    const rest = (await admin.post('/api/booking/pattern/cancellation', { patternBookingId: id, refundType: 1, refundMode: 1 })).json();
    expect(rest).toMatchObject({ requestStatus: 1, cancelled: 1 });
    expect(await memberCredits(RAHUL)).toBeCloseTo(before, 2);
    expect((await details(id)).summary).toMatchObject({ credits: 0, paid: 0, balance: 0 });
  });

  it('a refund of none keeps the credits as the fee, and never leaves the balance negative', async () => {
    const data = form('Court 4');
    const gross = await grossOf(data);
    const before = await memberCredits(RAHUL);
    const id = (await create(data, RAHUL, { credits: gross, memberPin: '4321' })).json().patternBookingId as number;
    const res = (await admin.post('/api/booking/pattern/cancellation', { patternBookingId: id, refundType: 0 })).json();
    expect(res).toMatchObject({ requestStatus: 1, refund: 0, creditsRefund: 0, cancelled: 1 });
    expect(await memberCredits(RAHUL)).toBeCloseTo(before - gross, 2);
    expect((await details(id)).summary).toMatchObject({ cancellationFee: gross, credits: gross, balance: 0 });
  });
});
