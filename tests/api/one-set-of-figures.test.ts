import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../server/core/local-time';
import { COUPON_DAY_NAMES } from '../../contract/coupons';
import { client, isDemoHoliday, plainMonday, type Client } from './booking-fixtures';
import { details, sqlOf } from './booking-after-fixtures';
import { book, calendarSlot, masterRows, openRiverside, report, sumOf, type ExpectedRow, type Riverside } from './busy-day-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 24 item 16, "one set of figures": a busy day at Courtdesk Riverside driven through the
 * API exactly as the console drives it, then every figure that two screens show is read from
 * both and from the hand count below. Each expected money row is written down as the action is
 * taken (`ledger`), so a total is checked against arithmetic, not only against another screen.
 */

let t: TestApp;
let r: Riverside;
let c: Client;
let arena: Client;
let q: ReturnType<typeof sqlOf>;
/** A plain Monday whose Tuesday and Thursday (the pattern's days) are no demo holiday either. */
function busyMonday(): string {
  for (let weeks = 0; ; weeks++) {
    const monday = plainMonday(28, weeks);
    if (![1, 3].some((d) => isDemoHoliday(addDays(monday, d)))) return monday;
  }
}
const date = busyMonday();
const today = () => todayIn('Asia/Kolkata');
/** Rows are made "now"; yesterday..today keeps a run across club midnight inside the period. */
const from = () => addDays(today(), -1);
const ledger: ExpectedRow[] = [];
let shift: 1 | 2 = 1;
const took = (what: string, amount: number, mode: 1 | 2 | 3) => ledger.push({ what, amount, mode, shift });

const ASHA = { name: 'Asha Member', mobile: '9000000201', pin: '2468' };
const BEN = { name: 'Ben Member', mobile: '9000000202' };
const ok = async (res: Promise<{ json(): { requestStatus: number } }>, what: string) => {
  const body = (await res).json();
  expect(body, `${what}: ${String((body as { message?: string }).message)}`).toMatchObject({ requestStatus: 1 });
  return body as Record<string, unknown> & { requestStatus: 1 };
};

/** What each booking must show, counted by hand. */
const bookings: Record<
  string,
  {
    id: number;
    balance: number;
    cancelled: boolean;
    court?: { gross: number; discount: number; advance: number; balance: number };
    extras?: { gross: number; advance: number; balance: number };
  }
> = {};
let patternId = 0;
let patternGross = 0;
const subs: { id: number; member: string; balance: number; paid: number }[] = [];
const closes: { expectedCash: number; card: number; other: number }[] = [];
let eventRegs: number[] = [];
let eventId = 0;

async function memberId(mobile: string) {
  return (await c.get(`/api/member/details?mobile=${mobile}`)).json().member.memberId as number;
}

async function closeShift() {
  const current = (await c.get('/api/cash-close/current')).json();
  expect(current.requestStatus).toBe(1);
  const mine = ledger.filter((x) => x.shift === shift);
  const expected = {
    cash: sumOf(mine, (x) => x.mode === 1),
    card: sumOf(mine, (x) => x.mode === 2),
    other: sumOf(mine, (x) => x.mode === 3),
  };
  // The open shift on screen is exactly the money rows taken since the last close.
  expect(current.shift, `shift ${shift} before closing`).toMatchObject({ ...expected, total: sumOf(mine), transactions: mine.length });
  const done = await ok(c.post('/api/cash-close', { countedCash: expected.cash, remarks: `Shift ${shift}` }), 'cash close');
  const close = done.close as { expectedCash: number; card: number; other: number; difference: number };
  expect(close, `close of shift ${shift}`).toMatchObject({
    expectedCash: expected.cash,
    card: expected.card,
    other: expected.other,
    difference: 0,
  });
  closes.push({ expectedCash: expected.cash, card: expected.card, other: expected.other });
  shift = 2;
}

beforeAll(async () => {
  t = await createTestApp();
  q = sqlOf(t);
  arena = client(t, await t.login('admin', 'admin123'));
  r = await openRiverside(t);
  c = r.c;

  // ---- Shift 1: members, credits, bookings with advances, coupons, add-ons, pay now, edit amount, cancellations, reschedules.
  await ok(
    c.post('/api/member/registration', {
      name: ASHA.name,
      countryCode: '+91',
      mobile: ASHA.mobile,
      toDate: 'max',
      registrationFee: 200,
      transactionData: { type: 7, mode: 1 },
    }),
    'register Asha',
  );
  took('Asha registration fee', 200, 1);
  await ok(c.post('/api/member/pin/create', { mobile: ASHA.mobile, countryCode: '+91', newPin: ASHA.pin, confirmPin: ASHA.pin }), 'PIN');
  await ok(
    c.post(
      '/api/member/credits/recharge',
      { mobile: ASHA.mobile, countryCode: '+91', paidAmount: 900, credits: 1000, transactionData: { type: 5, mode: 2 } },
      { 'idempotency-key': 'asha-recharge' },
    ),
    'recharge',
  );
  took('Asha recharge (1,000 credits)', 900, 2);

  await ok(
    c.post('/api/coupon/generate', {
      couponActivity: [String(r.tennis)],
      startDate: date,
      endDate: addDays(date, 6),
      days: [...COUPON_DAY_NAMES],
      startTime: null,
      endTime: null,
      amount: 100,
      remarks: 'Busy day',
      creator: 'manager',
      couponCount: 1,
      perUserCount: 0,
      isNewUser: false,
      isMultipleSlot: false,
      isPermanent: false,
      isMarketplaceOnly: false,
      marketplacePercent: 0,
      isUserSpecific: false,
    }),
    'coupon',
  );
  const detail = (await c.get('/api/coupon/details?page=1')).json().couponDetails[0] as { couponDetailId: number };
  const coupon = (await c.get(`/api/coupon/codes?couponDetailId=${detail.couponDetailId}`)).json().couponCodes[0].couponCode as string;

  // B1: Clay 1 06:00, 500; 200 cash advance; Pay Now 100 card with a 50 discount; Edit Amount to 450.
  const b1 = await book(r, {
    court: 'Clay 1',
    date,
    time: '06:00:00',
    name: 'One Player',
    mobile: '9123400001',
    advance: { amount: 200, mode: 1 },
  });
  took('B1 advance', 200, 1);
  await ok(
    c.post('/api/booking/payment/update', { bookingId: b1, amount: 100, discount: 50, transactionData: { mode: 2, type: 3 } }),
    'B1 pay now',
  );
  took('B1 pay now', 100, 2);
  await ok(c.post('/api/booking/amount/update', { bookingId: b1, amount: 450 }), 'B1 edit amount');
  bookings.B1 = { id: b1, balance: 100, cancelled: false, court: { gross: 450, discount: 50, advance: 300, balance: 100 } };

  // B2: Clay 2 06:00, 500; Asha spends 300 credits and pays 100 cash; cancelled with a full refund (credits go back).
  const b2 = await book(r, {
    court: 'Clay 2',
    date,
    time: '06:00:00',
    name: ASHA.name,
    mobile: ASHA.mobile,
    advance: { amount: 100, mode: 1 },
    credits: { amount: 300, pin: ASHA.pin },
  });
  took('B2 advance', 100, 1);
  const cancel2 = await ok(
    c.post('/api/booking/cancellation', { bookingId: b2, refundType: 1, refundMode: 1, cancelRemarks: 'Rain', sendSMS: false }),
    'B2 cancel',
  );
  // The reply's refund is the money and the credits given back: 100 cash + 300 credits.
  expect(cancel2.refund).toBe(400);
  took('B2 refund', -100, 1);
  bookings.B2 = { id: b2, balance: 0, cancelled: true };

  // B3: Hard 1 06:00, 450 less a 100 coupon, 350 card; 2 ball cans (700) in the cart with 200 cash; the rest of the add-ons paid later in cash.
  const b3 = await book(r, {
    court: 'Hard 1',
    date,
    time: '06:00:00',
    name: 'Three Player',
    mobile: '9123400003',
    advance: { amount: 350, mode: 2 },
    coupon,
    addon: { quantity: 2, advance: 200, mode: 1 },
  });
  took('B3 advance', 350, 2);
  took('B3 add-on advance', 200, 1);
  const line = (await details(c, b3)).extras[0] as { id: number };
  await ok(
    c.post('/api/extras/payment/update', { bookingId: b3, ebookingId: line.id, amount: 500, transactionData: { mode: 1, type: 3 } }),
    'B3 add-on pay now',
  );
  took('B3 add-on pay now', 500, 1);
  bookings.B3 = {
    id: b3,
    balance: 0,
    cancelled: false,
    court: { gross: 450, discount: 100, advance: 350, balance: 0 },
    extras: { gross: 700, advance: 700, balance: 0 },
  };

  // B4: Clay 1 07:00, 500 unpaid; one ball can added after; moved to 18:00 (peak, 750); the court paid in cash; the can still owed.
  const b4 = await book(r, { court: 'Clay 1', date, time: '07:00:00', name: 'Four Player', mobile: '9123400004' });
  await ok(c.post('/api/booking/extra/update', { bookingId: b4, extras: [{ extraId: r.ballCan.extraId, quantity: 1 }] }), 'B4 add-on');
  const move4 = { bookingId: b4, rescheduleDate: date, startTime: '18:00:00', courtId: r.courts['Clay 1'] };
  const price4 = await ok(c.post('/api/booking/reschedule/pricing', move4), 'B4 pricing');
  expect(price4).toMatchObject({ available: true, currentPrice: 500, reschedulePrice: 750, difference: 250 });
  await ok(c.post('/api/booking/reschedule', { ...move4, reschedulePrice: 750 }), 'B4 reschedule');
  await ok(c.post('/api/booking/payment/update', { bookingId: b4, amount: 750, transactionData: { mode: 1, type: 3 } }), 'B4 pay now');
  took('B4 pay now', 750, 1);
  bookings.B4 = {
    id: b4,
    balance: 350,
    cancelled: false,
    court: { gross: 750, discount: 0, advance: 750, balance: 0 },
    extras: { gross: 350, advance: 0, balance: 350 },
  };

  // B5: Clay 2 19:00, 750 paid by card; moved to 08:00 (500): 250 back to the card.
  const b5 = await book(r, {
    court: 'Clay 2',
    date,
    time: '19:00:00',
    name: 'Five Player',
    mobile: '9123400005',
    advance: { amount: 750, mode: 2 },
  });
  took('B5 advance', 750, 2);
  const move5 = { bookingId: b5, rescheduleDate: date, startTime: '08:00:00', courtId: r.courts['Clay 2'] };
  const price5 = await ok(c.post('/api/booking/reschedule/pricing', move5), 'B5 pricing');
  expect(price5).toMatchObject({ reschedulePrice: 500, difference: -250 });
  await ok(c.post('/api/booking/reschedule', { ...move5, reschedulePrice: 500 }), 'B5 reschedule');
  took('B5 reschedule refund', -250, 2);
  bookings.B5 = { id: b5, balance: 0, cancelled: false, court: { gross: 500, discount: 0, advance: 500, balance: 0 } };

  // B6: Hard 1 07:00, 450; 200 cash; cancelled with no refund (the club keeps the 200).
  const b6 = await book(r, {
    court: 'Hard 1',
    date,
    time: '07:00:00',
    name: 'Six Player',
    mobile: '9123400006',
    advance: { amount: 200, mode: 1 },
  });
  took('B6 advance', 200, 1);
  const cancel6 = await ok(c.post('/api/booking/cancellation', { bookingId: b6, refundType: 0, sendSMS: false }), 'B6 cancel');
  expect(cancel6.refund).toBe(0);
  bookings.B6 = { id: b6, balance: 0, cancelled: true };

  await closeShift();

  // ---- Shift 2: packages (sale, payment, renewal), events, a pattern with credits, a recharge.
  await ok(c.post('/api/member/registration', { name: BEN.name, countryCode: '+91', mobile: BEN.mobile, toDate: 'max' }), 'register Ben');
  const ben = await memberId(BEN.mobile);
  const pkg = (
    await ok(
      c.post('/api/membership/package/create', {
        packageName: 'Monthly Tennis',
        price: 3000,
        remarks: 'Courts',
        credits: 500,
        memberLimit: 0,
        type: 1,
        period: 30,
      }),
      'package',
    )
  ).packageId as number;
  const sale = await ok(
    c.post(
      '/api/membership/subscription',
      {
        packageData: { packageId: pkg },
        ticketCount: 1,
        memberId: ben,
        startDate: today(),
        discount: 500,
        advance: 1000,
        transactionData: { type: 1, mode: 1 },
      },
      { 'idempotency-key': 'ben-sale' },
    ),
    'subscribe',
  );
  took('Ben package advance', 1000, 1);
  const s1 = sale.subscriptionId as number;
  await ok(
    c.post('/api/membership/subscription/payment/update', { subscriptionId: s1, amount: 500, transactionData: { type: 3, mode: 2 } }),
    'package pay now',
  );
  took('Ben package payment', 500, 2);
  const renewal = await ok(
    c.post(
      '/api/membership/subscription',
      {
        packageData: { packageId: pkg },
        ticketCount: 0,
        memberId: ben,
        startDate: addDays(today(), 30),
        renewsSubscriptionId: s1,
        advance: 300,
        transactionData: { type: 1, mode: 3 },
      },
      { 'idempotency-key': 'ben-renewal' },
    ),
    'renew',
  );
  took('Ben renewal advance', 300, 3);
  subs.push(
    { id: s1, member: BEN.mobile, balance: 1000, paid: 1500 },
    { id: renewal.subscriptionId as number, member: BEN.mobile, balance: 2700, paid: 300 },
  );
  await ok(
    c.post(
      '/api/member/credits/recharge',
      { mobile: BEN.mobile, countryCode: '+91', paidAmount: 450, credits: 500, transactionData: { type: 5, mode: 3 } },
      { 'idempotency-key': 'ben-recharge' },
    ),
    'Ben recharge',
  );
  took('Ben recharge (500 credits)', 450, 3);

  eventId = (await ok(c.post('/api/event/create', { name: 'Riverside Cup' }), 'event')).id as number;
  const categoryId = (
    await ok(
      c.post('/api/event/category/create', {
        eventId,
        name: 'Open',
        price: 500,
        totalTickets: 10,
        startDate: today(),
        endDate: addDays(today(), 30),
      }),
      'category',
    )
  ).id as number;
  const reg = (mobile: string, tickets: number, paidAmount: number, paymentMode: number) =>
    ok(
      c.post('/api/event/registration', {
        eventId,
        categoryId,
        tickets,
        paidAmount,
        paymentMode,
        customerDetails: { name: `Runner ${mobile}`, countryCode: '+91', mobile, email: null },
      }),
      'register',
    );
  eventRegs = [(await reg('9123400011', 2, 600, 1)).bookingId as number, (await reg('9123400012', 1, 0, 0)).bookingId as number];
  took('Event registration', 600, 1);

  // P1: Hard 1, Tuesday and Thursday 08:00-09:00 of one week (2 × 450); Asha spends 200 credits and pays 300 cash, then 100 by card.
  const data = {
    activityId: r.tennis,
    courts: [r.courts['Hard 1']],
    startDate: date,
    endDate: addDays(date, 6),
    allSlots: false,
    startTime: '08:00:00',
    endTime: '09:00:00',
    days: [1, 3],
    ignoreUnavailableSlots: true,
    memberBulkBooking: false,
  };
  patternGross = (await c.post('/api/slots/availability/verify', data)).json().data.grossPrice as number;
  expect(patternGross).toBe(900);
  const made = await ok(c.post('/api/booking/pattern', checkout2(data)), 'pattern');
  patternId = made.patternBookingId as number;
  took('P1 advance', 300, 1);
  await ok(
    c.post('/api/booking/pattern/payment/update', { patternBookingId: patternId, amount: 100, transactionData: { mode: 2, type: 3 } }),
    'pattern pay now',
  );
  took('P1 pay now', 100, 2);

  await closeShift();
}, 120_000);

function checkout2(data: object) {
  return {
    isPatternBooking: true,
    patternBookingData: data,
    paymentMode: 1,
    totalPaidAmount: 300,
    credits: 200,
    memberPin: ASHA.pin,
    transactionData: { type: 2, mode: 1 },
    bookingRemarks: '',
    sendSMS: false,
    sendPaymentLink: false,
    customerDetails: { name: ASHA.name, countryCode: '+91', mobile: ASHA.mobile, email: null },
  };
}

afterAll(async () => {
  await t?.close();
});

describe('bookings: details = Find Bookings = calendar badge = booking report', () => {
  it('each booking shows the hand-counted money on every screen', async () => {
    const bookingReport = await report(c, 'bookings', { clubIds: [r.clubId], startDate: from(), endDate: today(), booked: 1 });
    const reportRows = new Map(bookingReport.data[0].rows.map((row) => [row.bookingId as number, row]));
    for (const [name, b] of Object.entries(bookings)) {
      const d = await details(c, b.id);
      const found = (await c.get(`/api/booking/search?input=${b.id}`)).json().bookingDetails as {
        bookingId: number;
        balance: number;
        paymentPending: boolean;
      }[];
      const row = found.find((x) => x.bookingId === b.id)!;
      expect.soft(row, `${name} in Find Bookings`).toBeDefined();
      if (b.court) expect.soft(d.courtSummary, `${name} court summary`).toEqual(b.court);
      if (b.extras) expect.soft(d.extrasSummary, `${name} add-ons summary`).toMatchObject(b.extras);
      // Item 8 (cancelled booking still showing money due): a cancelled booking owes nothing,
      // whatever was refunded or kept; details and Find Bookings must say so.
      expect
        .soft({ balance: d.balance, paymentPending: d.paymentPending }, `${name} details`)
        .toEqual({ balance: b.balance, paymentPending: b.balance > 0 });
      expect
        .soft({ balance: row.balance, paymentPending: row.paymentPending }, `${name} Find Bookings`)
        .toEqual({ balance: b.balance, paymentPending: b.balance > 0 });
      const slot = await calendarSlot(r, date, b.id);
      if (b.cancelled) {
        expect.soft(slot, `${name} is off the calendar`).toBeUndefined();
        expect.soft(reportRows.has(b.id), `${name} not in the booking report`).toBe(false);
      } else {
        expect.soft(slot?.paymentPending, `${name} calendar badge`).toBe(b.balance > 0);
        expect.soft(reportRows.get(b.id)?.balance, `${name} booking report balance`).toBe(b.balance);
      }
    }
  });

  it('the pattern card, pattern search, its occurrences and the reports agree', async () => {
    const card = (await c.get(`/api/booking/pattern/details?patternBookingId=${patternId}`)).json().patternBooking;
    // 900 gross − 200 credits − 300 − 100 paid.
    expect.soft(card.summary).toEqual({ gross: 900, discount: 0, cancellationFee: 0, paid: 400, credits: 200, balance: 300 });
    const found = (await c.get(`/api/booking/pattern/search?input=${patternId}`)).json().patternBookings[0];
    expect.soft({ balance: found.balance, paymentPending: found.paymentPending }).toEqual({ balance: 300, paymentPending: true });
    // Each occurrence is a booking with a drawer and a calendar slot. ADR 0025: its badge is its
    // pattern's balance. Its Booking Details and booking report row show its share of the
    // pattern's money (ledger/occurrence-share.ts, ADR 0052), not its whole 450 gross as owed:
    // what the occurrences show as owed adds up to what the pattern owes.
    const occurrences = card.occurrencesList as { bookingId: number }[];
    expect.soft(occurrences).toHaveLength(2);
    const bookingReport = await report(c, 'bookings', { clubIds: [r.clubId], startDate: from(), endDate: today(), booked: 1 });
    let owed = 0;
    let reported = 0;
    for (const o of occurrences) {
      const d = await details(c, o.bookingId);
      const slot = await calendarSlot(r, d.dateBooked, o.bookingId);
      expect.soft(slot?.paymentPending, 'occurrence badge = the pattern owes money').toBe(true);
      expect.soft(d.balance).toBeGreaterThanOrEqual(0);
      owed += d.balance;
      reported += bookingReport.data[0].rows.find((row) => row.bookingId === o.bookingId)?.balance as number;
    }
    expect.soft(Math.round(owed * 100) / 100, 'occurrence drawers owe what the pattern owes').toBe(300);
    expect.soft(Math.round(reported * 100) / 100, 'booking report rows of the occurrences owe what the pattern owes').toBe(300);
  });
});

describe('booking, balance and add-on reports = the bookings, counted by hand', () => {
  it('sum the live bookings of the day', async () => {
    // B1 450/50/300/100, B3 1,150/100/1,050/0, B4 1,100/0/750/350, B5 500/0/500/0, P1's two dates 900 (200 credits, 400 paid, 300 owed).
    const booked = await report(c, 'bookings', { clubIds: [r.clubId], startDate: from(), endDate: today(), booked: 1 });
    expect(booked.summary).toEqual({
      bookings: 6,
      gross: 4100,
      fees: 0,
      discount: 150,
      paid: 3000,
      balance: 750,
      memberCourt: 0,
      guestCourt: 3100,
    });
    // Played in the week of the date: what is still owed (B1, B4 and P1's second date).
    const owing = await report(c, 'balance', { clubIds: [r.clubId], startDate: date, endDate: addDays(date, 6) });
    expect(owing.summary).toMatchObject({ bookings: 3, balance: 750 });
    for (const row of owing.data[0].rows) {
      const single = Object.values(bookings).find((b) => b.id === row.bookingId);
      if (single) expect(row.balance, `balance report ${row.bookingId}`).toBe(single.balance);
    }
    // Add-ons: B3's two cans (700, all paid), B4's one (350, owed).
    const addons = await report(c, 'extras', { clubIds: [r.clubId], startDate: from(), endDate: today(), booked: 1 });
    expect(addons.summary).toMatchObject({ gross: 1050, discount: 0, paid: 700, balance: 350 });
    for (const name of ['B3', 'B4'] as const) {
      const d = await details(c, bookings[name].id);
      const lines = addons.data[0].rows.filter((row) => row.bookingId === bookings[name].id);
      const sum = (k: string) => lines.reduce((n, row) => n + (row[k] as number), 0);
      expect({ gross: sum('gross'), paid: sum('paid'), balance: sum('balance') }, `${name} add-on lines = its drawer`).toEqual({
        gross: d.extrasSummary.gross,
        paid: d.extrasSummary.advance,
        balance: d.extrasSummary.balance,
      });
    }
  });
});

describe('members: drawer = members list = credits report', () => {
  it('credits are the hand count on every screen, never negative', async () => {
    // Asha: +1,000 recharge − 300 (B2) + 300 (B2 cancelled) − 200 (pattern) = 800. Ben: 500 + 500 (two package terms) + 500 recharge.
    const expected: Record<string, number> = { [ASHA.mobile]: 800, [BEN.mobile]: 1500 };
    expect((await c.get(`/api/member/details?mobile=${ASHA.mobile}`)).json().member.registrationFee).toBe(200);
    const list = (await c.get('/api/member/search?page=1')).json().members as {
      memberMobile: string;
      credits: number;
      memberId: number;
      registrationFee: number;
    }[];
    const credits = await report(c, 'credits', { clubIds: [r.clubId], startDate: from(), endDate: today() });
    for (const [mobile, figure] of Object.entries(expected)) {
      const drawer = (await c.get(`/api/member/details?mobile=${mobile}`)).json().member;
      expect(drawer.credits, `${mobile} drawer`).toBe(figure);
      expect(list.find((m) => m.memberMobile === mobile)?.registrationFee, `${mobile} fee`).toBe(drawer.registrationFee);
      expect(list.find((m) => m.memberMobile === mobile)?.credits, `${mobile} members list`).toBe(figure);
      expect(credits.data[0].rows.find((row) => row.mobile === mobile)?.balance, `${mobile} credits report`).toBe(figure);
      const lookup = (await c.post('/api/customer/details', { mobile })).json().customerDetails;
      expect(lookup.credits, `${mobile} checkout lookup`).toBe(figure);
    }
    expect(credits.summary).toEqual({ members: 2, balance: 2300 });
    for (const m of list) expect(m.credits, `${m.memberMobile} credits`).toBeGreaterThanOrEqual(0);
  });

  it("a member's history lists every money row of the member: fees, recharges, their bookings, pattern and packages", async () => {
    const ids = async (url: string) =>
      ((await c.get(url)).json().transactionDetails as { transactionId: number }[]).map((x) => x.transactionId);
    const history = async (mobile: string) =>
      (await ids(`/api/member/transactions?memberId=${await memberId(mobile)}`)).sort((a, b) => a - b);
    // Asha: her fee and recharge, B2's advance and refund, P1's advance and Pay Now.
    const asha = await q<{ id: number }>(sql`SELECT id FROM transactions WHERE club_id = ${r.clubId}
      AND (member_id = ${await memberId(ASHA.mobile)} AND booking_id IS NULL AND pattern_id IS NULL)`);
    const ashaExpected = [
      ...asha.map((x) => x.id),
      ...(await ids(`/api/transactions/details?bookingId=${bookings.B2.id}`)),
      ...(await ids(`/api/booking/pattern/transactions?patternBookingId=${patternId}`)),
    ].sort((a, b) => a - b);
    expect(ashaExpected).toHaveLength(6);
    expect(await history(ASHA.mobile)).toEqual(ashaExpected);
    // Ben: the package advance, its Pay Now, the renewal's advance and his recharge.
    expect(await history(BEN.mobile)).toHaveLength(4);
  });

  it('recharge report = the recharge rows', async () => {
    const rech = await report(c, 'recharge', { clubIds: [r.clubId], startDate: from(), endDate: today() });
    expect(rech.summary).toMatchObject({ recharges: 2, card: 900, cash: 0, amount: 1350, credits: 1500 });
  });
});

describe('packages: every package screen = packages report', () => {
  it('each subscription shows its hand-counted balance everywhere', async () => {
    const rep = await report(c, 'packages', { clubIds: [r.clubId], startDate: from(), endDate: today() });
    const byMember = (await c.get(`/api/member/details?mobile=${BEN.mobile}`)).json().member.packages as {
      subscriptionId: number;
      balance: number;
    }[];
    const all = (await c.get('/api/membership/subscription/details')).json().subscriptions as { subscriptionId: number; balance: number }[];
    expect.soft(rep.summary).toMatchObject({ subscriptions: 2, gross: 6000, discount: 500, paid: 1800, balance: 3700 });
    for (const s of subs) {
      expect
        .soft(
          rep.data[0].rows.some((row) => row.balance === s.balance && row.paid === s.paid),
          `report row of ${s.id}`,
        )
        .toBe(true);
    }
    // Items 1–2 (packages renewal & older balances): a renewed term that still owes money must
    // stay on the member drawer and the All Members List with what it owes, so the package
    // screens add up to the packages report (1,000 + 2,700 = 3,700).
    for (const s of subs) {
      expect.soft(byMember.find((p) => p.subscriptionId === s.id)?.balance, `drawer balance of ${s.id}`).toBe(s.balance);
      expect.soft(all.find((p) => p.subscriptionId === s.id)?.balance, `All Members List balance of ${s.id}`).toBe(s.balance);
    }
    const summary = (await c.get('/api/membership/package/summary')).json().userSummary;
    expect.soft(summary.balance, 'package summary balance = packages report balance').toBe(rep.summary.balance);
  });
});

describe('events: registrations = category summary', () => {
  it('the registrations show their money rows and the summary adds them', async () => {
    const s = (await c.get(`/api/event/category/summary?eventId=${eventId}`)).json().summaryDetails;
    expect(s).toMatchObject({ totalRegistrations: 2, totalSoldTickets: 3, totalGross: 1500, totalPaid: 600 });
    let paid = 0;
    for (const id of eventRegs) {
      const drawer = (await c.get(`/api/event/booking/details?bookingId=${id}`)).json().booking as {
        summary: { gross: number; advance: number };
        transactions: { amount: number }[];
      };
      const rows = drawer.transactions.reduce((n, x) => n + x.amount, 0);
      expect(drawer.summary.advance, `registration ${id}: its advance = its money rows`).toBe(rows);
      expect(drawer.summary.gross - drawer.summary.advance).toBeGreaterThanOrEqual(0);
      paid += rows;
    }
    expect(paid).toBe(s.totalPaid);
  });
});

describe('master report = dashboard GTV = the money rows', () => {
  it('adds up to the hand count, row by row', async () => {
    const paid = sumOf(ledger, (x) => x.amount > 0);
    const refund = -sumOf(ledger, (x) => x.amount < 0);
    expect({ paid, refund }).toEqual({ paid: 7500, refund: 350 });
    const master = await masterRows(c, r.clubId, from(), today(), 1);
    expect(master.summary).toMatchObject({ paid, refund, net: paid - refund, cashCloses: 2, closeDifference: 0 });
    expect(master.total).toBe(ledger.length);
    expect(master.rows).toHaveLength(ledger.length);
    expect(Math.round(master.rows.reduce((n, row) => n + row.amount * 100, 0)) / 100).toBe(paid - refund);
    // The zero rows (bookings without advance) do not change a total.
    const everything = await masterRows(c, r.clubId, from(), today(), 0);
    expect(everything.summary).toEqual(master.summary);
    // Every row was taken by the manager: the Handler filter keeps them all.
    const mine = (
      await c.post('/api/reports/transactions/multiple-clubs', {
        clubIds: [r.clubId],
        startDate: from(),
        endDate: today(),
        handler: 'manager',
        paid: 1,
      })
    ).json();
    expect(mine.summary).toEqual(master.summary);

    const dash = (await c.get(`/api/dashboard?period=-1&fromDate=${from()}&toDate=${today()}`)).json().dashboardDetails;
    expect(dash.bookingGtv).toEqual({ title: 'GTV', sum: paid - refund, online: 0, offline: paid - refund });
    // B2 and B6 cancelled; six people booked (Asha's B2 and pattern are one person).
    expect(dash.cancellationCount).toMatchObject({ sum: 2, online: 0, offline: 2 });
    expect(dash.uniqueUsers.uniqueUserCount).toBe(6);
    // One sport: the money rows of its bookings and patterns only. Tennis: B1 300, B2 100 − 100,
    // B3 350 + 200 + 500, B4 750, B5 750 − 250, B6 200, P1 300 + 100.
    const tennis = (await c.get(`/api/dashboard?period=-1&fromDate=${from()}&toDate=${today()}&activityId=${r.tennis}`)).json()
      .dashboardDetails;
    expect(tennis.bookingGtv.sum).toBe(3200);
    const perDay = dash.gtvPerDay.reduce((n: number, d: { gtvValue: number }) => n + d.gtvValue * 100, 0) / 100;
    expect(Math.round(perDay * 100) / 100).toBe(paid - refund);
  });

  it('cancellation report = the refunds of cancelled bookings', async () => {
    const rep = await report(c, 'cancellations', { clubIds: [r.clubId], startDate: from(), endDate: today() });
    expect(rep.summary).toMatchObject({ cancellations: 2, cashRefund: 100, cardRefund: 0, creditsRefund: 300, totalRefund: 400 });
    const row = (id: number) => rep.data[0].rows.find((x) => x.bookingId === id);
    expect(row(bookings.B2.id)).toMatchObject({ paid: 100, paymentMode: 'Cash', refund: 400 });
    expect(row(bookings.B6.id)).toMatchObject({ paid: 200, paymentMode: 'Cash', refund: 0 });
  });

  it('each cash close = the money rows of its shift, and the master report lists both closes', async () => {
    expect(closes).toEqual([
      { expectedCash: 2050, card: 1850, other: 0 },
      { expectedCash: 1900, card: 600, other: 750 },
    ]);
    const master = await masterRows(c, r.clubId, from(), today(), 0);
    expect(
      master.closes.map((x: { expectedCash: number; card: number; other: number }) => ({
        expectedCash: x.expectedCash,
        card: x.card,
        other: x.other,
      })),
    ).toEqual(closes);
    const listed = (await c.get(`/api/cash-close/list?fromDate=${from()}&toDate=${today()}`)).json();
    expect(listed.requestStatus).toBe(1);
    const listedCloses = (listed.closes as { expectedCash: number; card: number; other: number; closedAt: string }[])
      .sort((a, b) => a.closedAt.localeCompare(b.closedAt))
      .map((x) => ({ expectedCash: x.expectedCash, card: x.card, other: x.other }));
    expect(listedCloses).toEqual(closes);
    // Every close of both shifts, together, is every money row of the day.
    const all = closes.reduce((n, x) => n + (x.expectedCash + x.card + x.other) * 100, 0) / 100;
    expect(all).toBe(sumOf(ledger));
  });
});

describe('nothing negative, and every money row is on a screen', () => {
  it('no balance shown anywhere is below zero', async () => {
    const balances = await report(c, 'balance', { clubIds: [r.clubId], startDate: date, endDate: addDays(date, 6) });
    for (const row of balances.data[0].rows) expect(row.balance as number).toBeGreaterThan(0);
    const bookingsRep = await report(c, 'bookings', { clubIds: [r.clubId], startDate: from(), endDate: today(), booked: 1 });
    for (const row of bookingsRep.data[0].rows) expect(row.balance as number, `booking ${row.bookingId}`).toBeGreaterThanOrEqual(0);
    const search = (await c.get('/api/booking/search')).json().bookingDetails as { bookingId: number; balance: number }[];
    for (const row of search) expect(row.balance, `Find Bookings ${row.bookingId}`).toBeGreaterThanOrEqual(0);
    const pkgs = await report(c, 'packages', { clubIds: [r.clubId], startDate: from(), endDate: today() });
    for (const row of pkgs.data[0].rows) expect(row.balance as number).toBeGreaterThanOrEqual(0);
    const [neg] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT member_id FROM member_credit_entries GROUP BY member_id HAVING SUM(amount_minor) < 0) x`,
    );
    expect(neg.n, 'members with negative credits').toBe(0);
  });

  it('every transactions row of the database is on its own screen and in its club master report', async () => {
    const clubs = await q<{ id: number; name: string }>(sql`SELECT id, name FROM clubs ORDER BY id`);
    const clientOf = (clubId: number) => (clubId === r.clubId ? c : arena);
    const all = await q<{
      id: number;
      club_id: number;
      booking_id: number | null;
      pattern_id: number | null;
      member_id: number | null;
      event_registration_id: number | null;
    }>(sql`SELECT id, club_id, booking_id, pattern_id, member_id, event_registration_id FROM transactions ORDER BY id`);
    const seen = new Set<number>();
    const read = async (cl: Client, url: string, pick: (body: Record<string, unknown>) => { transactionId: number }[] | undefined) => {
      const body = (await cl.get(url)).json();
      for (const x of pick(body) ?? []) seen.add(x.transactionId);
    };
    const asked = new Set<string>();
    for (const row of all) {
      const cl = clientOf(row.club_id);
      const urls: [string, (b: Record<string, unknown>) => { transactionId: number }[] | undefined][] = [];
      if (row.booking_id)
        urls.push([`/api/transactions/details?bookingId=${row.booking_id}`, (b) => b.transactionDetails as { transactionId: number }[]]);
      if (row.pattern_id)
        urls.push([
          `/api/booking/pattern/transactions?patternBookingId=${row.pattern_id}`,
          (b) => b.transactionDetails as { transactionId: number }[],
        ]);
      if (row.member_id)
        urls.push([`/api/member/transactions?memberId=${row.member_id}`, (b) => b.transactionDetails as { transactionId: number }[]]);
      if (row.event_registration_id)
        urls.push([
          `/api/event/booking/details?bookingId=${row.event_registration_id}`,
          (b) => (b.booking as { transactions: { transactionId: number }[] } | undefined)?.transactions,
        ]);
      for (const [url, pick] of urls) {
        if (asked.has(`${row.club_id}${url}`)) continue;
        asked.add(`${row.club_id}${url}`);
        await read(cl, url, pick);
      }
    }
    const missing = all.filter((row) => !seen.has(row.id));
    expect(missing, 'money rows no booking, pattern, member or registration screen shows').toEqual([]);

    for (const club of clubs) {
      const cl = clientOf(club.id);
      const master = await masterRows(cl, club.id, from(), today(), 0);
      const inReport = new Set(master.rows.map((x) => x.transactionId));
      const absent = all.filter((row) => row.club_id === club.id && !inReport.has(row.id));
      expect(absent, `${club.name}: money rows missing from the master report`).toEqual([]);
    }
  });
});
