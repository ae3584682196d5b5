import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { CouponMessages, COUPON_DAY_NAMES, type CouponDetail } from '../../contract/coupons';
import { hashToken, newToken } from '../../server/lib/tokens';
import { rows } from '../../server/db/rows';
import { releaseCouponUse } from '../../server/modules/coupons/redeem';
import { addDays } from '../../server/core/local-time';
import { messageCode } from '../../server/plugins/message-codes';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let riverside: Client;
const monday = plainMonday(21);

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  const manager = await t.loginAuth('manager', 'manager123');
  const club = manager.userClubs.find((c) => c.clubName === 'Courtdesk Riverside')!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/switch/account',
    headers: t.authHeader(manager.authToken),
    payload: { clubId: club.clubId },
  });
  riverside = client(t, res.json().userAuth.authToken);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const generate = (over: Record<string, unknown> = {}) =>
  admin.post('/api/coupon/generate', {
    couponActivity: [String(ids.badminton)],
    startDate: monday,
    endDate: addDays(monday, 6),
    days: [...COUPON_DAY_NAMES],
    startTime: null,
    endTime: null,
    amount: 100,
    remarks: 'Launch offer',
    creator: 'admin',
    couponCount: 2,
    perUserCount: 0,
    isNewUser: false,
    isMultipleSlot: false,
    isPermanent: false,
    isMarketplaceOnly: false,
    marketplacePercent: 0,
    isUserSpecific: false,
    ...over,
  });

async function newestCoupon(): Promise<{
  detail: CouponDetail;
  codes: { couponCode: string; usage: number; maxUsage: number; expired: boolean }[];
}> {
  const detail = (await admin.get('/api/coupon/details?page=1')).json().couponDetails[0] as CouponDetail;
  const codes = (await admin.get(`/api/coupon/codes?couponDetailId=${detail.couponDetailId}`)).json().couponCodes;
  return { detail, codes };
}

const court = () => ids.courts['Court 1'] ?? Object.values(ids.courts)[0];
async function cartSlot(c: Client, time: string, date = monday, courtId = court()) {
  await c.post('/api/carting/clear');
  const r = await c.post('/api/carting/slot/add', { activityId: ids.badminton, courtId, date, time });
  expect(r.json().requestStatus).toBe(1);
}

describe('coupon generation (spec 2 §5)', () => {
  it('answers every rule with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ days: [] }, CouponMessages.selectDay],
      [{ endDate: addDays(monday, -1) }, CouponMessages.invalidDateRange],
      [{ startTime: '10:00:00', endTime: '09:00:00' }, CouponMessages.invalidTimeRange],
      [{ startTime: '10:00:00', endTime: null }, CouponMessages.invalidTimeRange],
      [{ amount: '' }, CouponMessages.amountRequired],
      [{ amount: null, percentage: '', upperLimit: 50 }, CouponMessages.percentRequired],
      [{ amount: null, percentage: 10, upperLimit: '' }, CouponMessages.upperLimitRequired],
      [{ isPermanent: true, maxUsage: '' }, CouponMessages.maxUsageRequired],
      [{ couponCount: '' }, CouponMessages.countRequired],
      [{ remarks: 'x'.repeat(101) }, CouponMessages.remarksTooLong],
      [{ couponActivity: ['999999'] }, CouponMessages.activityNotFound],
    ];
    for (const [over, message] of cases)
      expect((await generate(over)).json(), JSON.stringify(over)).toEqual({ requestStatus: 0, message, ...messageCode(message) });
  });

  it('makes unguessable upper-case codes and lists the coupon with table day ids', async () => {
    expect((await generate({ couponCount: 5, days: ['monday', 'sunday'] })).json()).toEqual({
      requestStatus: 1,
      message: CouponMessages.generated,
      ...messageCode(CouponMessages.generated),
    });
    const { detail, codes } = await newestCoupon();
    expect(codes).toHaveLength(5);
    for (const c of codes) expect(c.couponCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(new Set(codes.map((c) => c.couponCode)).size).toBe(5);
    // Table ids: 0 = Sunday, 1 = Monday.
    expect(detail).toMatchObject({
      activities: [ids.badminton],
      days: [0, 1],
      amount: 100,
      percent: null,
      handler: 'admin',
      remarks: 'Launch offer',
    });
    const hist = await rows<{ action: string }>(t.db.db, sql`SELECT action FROM history WHERE entity = 'coupon' ORDER BY id DESC LIMIT 1`);
    expect(hist[0].action).toBe('generate');
  });

  it('searches by code: lower case is an invalid code, an unknown one has no results', async () => {
    const { codes, detail } = await newestCoupon();
    expect((await admin.get(`/api/coupon/details?couponId=${codes[0].couponCode.toLowerCase()}`)).json()).toEqual({
      requestStatus: 0,
      message: CouponMessages.invalidCode,
      code: 'couponInvalid',
    });
    const found = (await admin.get(`/api/coupon/details?couponId=${codes[0].couponCode}`)).json();
    expect(found.couponDetails.map((d: CouponDetail) => d.couponDetailId)).toEqual([detail.couponDetailId]);
    expect((await admin.get('/api/coupon/details?couponId=ZZZZZZZZZZ')).json().couponDetails).toEqual([]);
  });

  it('edits details and switches a code to expired and back, with history', async () => {
    const { detail, codes } = await newestCoupon();
    const upd = await admin.post('/api/coupon/details/update', {
      couponDetailId: detail.couponDetailId,
      activities: null,
      startDate: monday,
      endDate: addDays(monday, 3),
      days: [0, 1, 2, 3, 4, 5, 6],
      startTime: '06:00:00',
      endTime: '12:00:00',
      remarks: 'Morning',
    });
    expect(upd.json()).toEqual({ requestStatus: 1, message: CouponMessages.updated, ...messageCode(CouponMessages.updated) });
    const after = (await newestCoupon()).detail;
    expect(after).toMatchObject({
      activities: [],
      days: [0, 1, 2, 3, 4, 5, 6],
      startTime: '06:00:00',
      endTime: '12:00:00',
      remarks: 'Morning',
    });
    const code = codes[0].couponCode;
    const expire = await admin.post('/api/coupon/codes/update', {
      couponDetailId: detail.couponDetailId,
      couponCodes: { [code]: { couponCode: code, expired: true } },
    });
    expect(expire.json().requestStatus).toBe(1);
    expect((await newestCoupon()).codes[0].expired).toBe(true);
    await admin.post('/api/coupon/codes/update', {
      couponDetailId: detail.couponDetailId,
      couponCodes: { [code]: { couponCode: code, expired: false } },
    });
    expect((await newestCoupon()).codes[0].expired).toBe(false);
  });
});

describe('redemption at checkout', () => {
  it('checks activity, dates, days, times and slot count, and shows the discount', async () => {
    await generate({ couponCount: 1, startTime: '06:00:00', endTime: '12:00:00', days: ['monday'], amount: 150 });
    const { codes } = await newestCoupon();
    const code = codes[0].couponCode;
    const check = () => desk.post('/api/coupon/check', { coupon: code });
    await cartSlot(desk, '07:00:00');
    expect((await check()).json()).toMatchObject({
      requestStatus: 1,
      message: CouponMessages.applied,
      ...messageCode(CouponMessages.applied),
      couponDiscount: 150,
    });
    await cartSlot(desk, '13:00:00');
    expect((await check()).json()).toEqual({ requestStatus: 0, message: CouponMessages.wrongTimes, code: 'couponWrongTimes' });
    await cartSlot(desk, '07:00:00', addDays(monday, 1));
    expect((await check()).json()).toEqual({ requestStatus: 0, message: CouponMessages.wrongDays, code: 'couponWrongDays' });
    await cartSlot(desk, '07:00:00', addDays(monday, 7));
    expect((await check()).json()).toEqual({ requestStatus: 0, message: CouponMessages.wrongDates, code: 'couponWrongDates' });
    await cartSlot(desk, '07:00:00');
    await desk.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: court(), date: monday, time: '08:00:00' });
    expect((await check()).json()).toEqual({ requestStatus: 0, message: CouponMessages.singleSlot, code: 'couponSingleSlot' });
    await desk.post('/api/carting/clear');
    const football = Object.entries(ids.courts).find(([n]) => /pitch/i.test(n))![1];
    const fr = await desk.post('/api/carting/slot/add', { activityId: ids.football, courtId: football, date: monday, time: '07:00:00' });
    expect(fr.json().requestStatus).toBe(1);
    expect((await check()).json()).toEqual({ requestStatus: 0, message: CouponMessages.wrongActivity, code: 'couponWrongActivity' });
    expect((await desk.post('/api/coupon/check', { coupon: 'abc' })).json()).toEqual({
      requestStatus: 0,
      message: CouponMessages.invalidCode,
      code: 'couponInvalid',
    });
    await desk.post('/api/carting/clear');
  });

  it('books with the discount (percent capped by the upper limit), takes the use, and gives it back on cancel', async () => {
    await generate({ couponCount: 1, amount: null, percentage: 50, upperLimit: 120 });
    const { detail, codes } = await newestCoupon();
    const code = codes[0].couponCode;
    await cartSlot(desk, '09:00:00');
    const net = (await desk.get('/api/carting/details')).json().cart.slotsNetPrice as number;
    expect((await desk.post('/api/coupon/check', { coupon: code })).json().couponDiscount).toBe(Math.min(net / 2, 120));
    const booked = await desk.post('/api/booking', checkout({ coupon: code }));
    expect(booked.json().requestStatus).toBe(1);
    const bookingId = booked.json().bookingId as number;
    const [b] = await rows<{ d: number; clubId: number }>(
      t.db.db,
      sql`SELECT club_discount_minor AS d, club_id AS "clubId" FROM bookings WHERE id = ${bookingId}`,
    );
    expect(b.d).toBe(12000);
    expect((await admin.get(`/api/coupon/codes?couponDetailId=${detail.couponDetailId}`)).json().couponCodes[0].usage).toBe(1);
    // Used up: the next booking with it is refused and nothing is written.
    await cartSlot(desk, '10:00:00');
    expect((await desk.post('/api/booking', checkout({ coupon: code }))).json()).toEqual({
      requestStatus: 0,
      message: CouponMessages.usedUp,
      code: 'couponUsedUp',
    });
    // Cancelling the booking gives the use back, once.
    const cancelled = await admin.post('/api/booking/cancellation', { bookingId, refundType: 0, sendSMS: false });
    expect(cancelled.json().requestStatus).toBe(1);
    const actor = { userId: null, name: 'system' };
    expect(await t.db.db.transaction((tx) => releaseCouponUse(tx, b.clubId, bookingId, actor))).toBe(0);
    expect((await admin.get(`/api/coupon/codes?couponDetailId=${detail.couponDetailId}`)).json().couponCodes[0].usage).toBe(0);
    expect((await desk.post('/api/booking', checkout({ coupon: code }))).json().requestStatus).toBe(1);
  });

  it('never exceeds the usage limit with desks redeeming at once', async () => {
    await generate({ couponCount: 1, isPermanent: true, maxUsage: 3, isMultipleSlot: true });
    const { detail, codes } = await newestCoupon();
    const code = codes[0].couponCode;
    const [club] = await rows<{ id: number }>(t.db.db, sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
    const desks: Client[] = [];
    for (let i = 0; i < 8; i++) {
      const [u] = await rows<{ id: number }>(
        t.db.db,
        sql`INSERT INTO users (username, password_hash) VALUES (${`cpn${i}`}, 'x') RETURNING id`,
      );
      await t.db.db.execute(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${club.id}, ${u.id}, 'admin')`);
      const token = newToken();
      await t.db.db.execute(
        sql`INSERT INTO sessions (token_hash, user_id, club_id, expires_at) VALUES (${hashToken(token)}, ${u.id}, ${club.id}, now() + interval '1 day')`,
      );
      const c = client(t, token);
      await cartSlot(c, `${String(12 + i).padStart(2, '0')}:00:00`, addDays(monday, 2));
      desks.push(c);
    }
    const replies = await Promise.all(
      desks.map((c, i) => c.post('/api/booking', checkout({ coupon: code }, { mobile: `91234${String(80000 + i)}` }))),
    );
    const bodies = replies.map((r) => r.json());
    expect(bodies.filter((b) => b.requestStatus === 1)).toHaveLength(3);
    expect(new Set(bodies.filter((b) => b.requestStatus !== 1).map((b) => b.message))).toEqual(new Set([CouponMessages.usedUp]));
    const used = (await admin.get(`/api/coupon/codes?couponDetailId=${detail.couponDetailId}`)).json().couponCodes[0];
    expect(used).toMatchObject({ usage: 3, maxUsage: 3 });
    const [n] = await rows<{ n: number }>(
      t.db.db,
      sql`SELECT count(*)::int AS n FROM coupon_redemptions r JOIN coupon_codes k ON k.id = r.code_id WHERE k.code = ${code}`,
    );
    expect(n.n).toBe(3);
  }, 120_000);
});

describe('scope and permissions', () => {
  it("refuses another club's coupon ids and codes like missing ones", async () => {
    const { detail, codes } = await newestCoupon();
    expect((await riverside.get(`/api/coupon/codes?couponDetailId=${detail.couponDetailId}`)).json()).toEqual({
      requestStatus: 0,
      message: CouponMessages.notFound,
      code: 'couponNotFound',
    });
    expect((await riverside.get(`/api/coupon/details?couponId=${codes[0].couponCode}`)).json().couponDetails).toEqual([]);
    const upd = await riverside.post('/api/coupon/codes/update', { couponDetailId: detail.couponDetailId, couponCodes: {} });
    expect(upd.json()).toEqual({ requestStatus: 0, message: CouponMessages.notFound, code: 'couponNotFound' });
    const edit = await riverside.post('/api/coupon/details/update', {
      couponDetailId: detail.couponDetailId,
      startDate: monday,
      endDate: monday,
      days: [0],
    });
    expect(edit.json()).toEqual({ requestStatus: 0, message: CouponMessages.notFound, code: 'couponNotFound' });
  });

  it('answers -1 to a desk without the Coupons feature', async () => {
    expect((await desk.get('/api/coupon/details?page=1')).json().requestStatus).toBe(-1);
    expect((await desk.post('/api/coupon/generate', {})).json().requestStatus).toBe(-1);
  });
});
