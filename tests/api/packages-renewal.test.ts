import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PackageMessages } from '../../contract/packages';
import { setup, type Client } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { addDays, todayIn } from '../../server/core/local-time';

/**
 * Issue 24, items 1 and 2 (ADR 0046): a renewal starts on the renewal date and is priced from it,
 * is refused when a pro-rata package has no days left, never overlaps a live term of the same
 * package; and a renewal never hides what the renewed term still owes.
 */
let t: TestApp;
let admin: Client;
const today = todayIn('Asia/Kolkata');

/** What the demo arena's own subscriptions owe before this file sells anything. */
let demoOwed: number;

beforeAll(async () => {
  ({ t, admin } = await setup());
  demoOwed = (await admin.get('/api/membership/package/summary')).json().userSummary.balance as number;
});
afterAll(async () => {
  await t?.close();
});

const fail = async (res: Promise<{ json(): unknown }>, message: string) =>
  expect((await res).json()).toMatchObject({ requestStatus: 0, message });
const ok = async (res: Promise<{ json(): unknown }>) => {
  const body = (await res).json() as { requestStatus: number; subscriptionId?: number };
  expect(body).toMatchObject({ requestStatus: 1 });
  return body;
};
const create = async (over: Record<string, unknown>) =>
  (
    (await ok(
      admin.post('/api/membership/package/create', {
        packageName: 'Season',
        price: 3000,
        memberLimit: 0,
        type: 2,
        period: 30,
        startDate: today,
        ...over,
      }),
    )) as unknown as { packageId: number }
  ).packageId;
let n = 0;
const newMember = async () => {
  const mobile = `90200${String(++n).padStart(5, '0')}`;
  const r = (await admin.post('/api/member/registration', { name: `Renewing ${n}`, mobile, toDate: 'max' })).json();
  expect(r.requestStatus).toBe(1);
  return { memberId: r.memberId as number, mobile };
};
const subscribe = (packageId: number, memberId: number, over: Record<string, unknown> = {}) =>
  admin.post('/api/membership/subscription', {
    packageData: { packageId },
    ticketCount: 1,
    memberId,
    startDate: today,
    transactionData: { type: 1, mode: 0 },
    ...over,
  });
const renew = (packageId: number, memberId: number, renews: number, over: Record<string, unknown> = {}) =>
  subscribe(packageId, memberId, { ticketCount: 0, renewsSubscriptionId: renews, startDate: null, ...over });
const quote = (packageId: number, body: Record<string, unknown>) =>
  admin.post('/api/membership/subscription/quote', { packageId, ...body });
const activeOf = async (memberId: number, packageId: number) =>
  (
    (await t.db.db.execute(
      sql`SELECT start_date::text AS start, renewal_date::text AS renewal FROM member_subscriptions
        WHERE member_id = ${memberId} AND package_id = ${packageId} AND status = 'active' ORDER BY start_date`,
    )) as unknown as { rows: { start: string; renewal: string }[] }
  ).rows;

describe('renewing (item 1)', () => {
  it('refuses a pro-rata renewal when the period has no days left, and sells no second overlapping term', async () => {
    // 3,000 for 30 days from today; bought from day 10: 20 days = 2,000, 1,805 paid, 195 owed.
    const pkg = await create({ packageName: 'Winter pro-rata' });
    const m = await newMember();
    const first = await ok(
      subscribe(pkg, m.memberId, { startDate: addDays(today, 10), advance: 1805, transactionData: { type: 1, mode: 1 } }),
    );
    const sid = first.subscriptionId!;
    await fail(quote(pkg, { renewsSubscriptionId: sid }), PackageMessages.renewNoDaysLeft);
    await fail(quote(pkg, { renewsSubscriptionId: sid, startDate: addDays(today, 30) }), PackageMessages.renewNoDaysLeft);
    await fail(renew(pkg, m.memberId, sid), PackageMessages.renewNoDaysLeft);
    await fail(renew(pkg, m.memberId, sid, { startDate: addDays(today, 30) }), PackageMessages.renewNoDaysLeft);
    // What the console used to send: today, at the full price.
    await fail(renew(pkg, m.memberId, sid, { startDate: today }), PackageMessages.renewStartDate);
    await fail(quote(pkg, { renewsSubscriptionId: sid, startDate: today }), PackageMessages.renewStartDate);
    // Adding the member again over the days they already hold is refused too.
    await fail(subscribe(pkg, m.memberId, { startDate: today }), PackageMessages.overlapping);
    expect(await activeOf(m.memberId, pkg)).toEqual([{ start: addDays(today, 10), renewal: addDays(today, 30) }]);
  });

  it('starts a renewal on the renewal date and prices it from that date', async () => {
    const pkg = await create({ packageName: 'Longer season' });
    const m = await newMember();
    const sid = (
      await ok(subscribe(pkg, m.memberId, { startDate: addDays(today, 10), advance: 2000, transactionData: { type: 1, mode: 2 } }))
    ).subscriptionId!;
    // The season is lengthened to 60 days: 30 of them are left after the renewal date (day 30).
    const p = (await admin.get(`/api/membership/package?packageId=${pkg}`)).json().package;
    await ok(admin.post('/api/membership/package/update', { ...p, price: 3000, remarks: '', credits: 0, period: 60 }));
    const q = (await quote(pkg, { renewsSubscriptionId: sid })).json();
    expect(q).toMatchObject({
      requestStatus: 1,
      startDate: addDays(today, 30),
      grossPrice: 1500,
      period: 30,
      renewalDate: addDays(today, 60),
    });
    await fail(renew(pkg, m.memberId, sid, { startDate: addDays(today, 31) }), PackageMessages.renewStartDate);
    // The console's figures are advisory: the server prices from the renewal date.
    const r = await ok(
      renew(pkg, m.memberId, sid, { startDate: addDays(today, 30), packageData: { packageId: pkg, grossPrice: 3000, startDate: today } }),
    );
    const rows = (await admin.get(`/api/membership/subscription/details?packageId=${pkg}`)).json().subscriptions;
    expect(rows).toMatchObject([
      {
        subscriptionId: r.subscriptionId,
        startDate: addDays(today, 30),
        renewalDate: addDays(today, 60),
        grossAmount: 1500,
        balance: 1500,
        renewed: false,
      },
    ]);
    // The renewed term is paid up, so it leaves the list; a second renewal of it is refused.
    expect(rows).toHaveLength(1);
    await fail(renew(pkg, m.memberId, sid, { startDate: addDays(today, 30) }), PackageMessages.alreadyRenewed);
    await fail(quote(pkg, { renewsSubscriptionId: sid }), PackageMessages.alreadyRenewed);
    expect(await activeOf(m.memberId, pkg)).toEqual([
      { start: addDays(today, 10), renewal: addDays(today, 30) },
      { start: addDays(today, 30), renewal: addDays(today, 60) },
    ]);
  });

  it('renews a rotational term that has lapsed from today, and one still running from its renewal date', async () => {
    const pkg = await create({ packageName: 'Monthly', type: 1, period: 30 });
    const m = await newMember();
    const sid = (await ok(subscribe(pkg, m.memberId, { advance: 3000, transactionData: { type: 1, mode: 1 } }))).subscriptionId!;
    expect((await quote(pkg, { renewsSubscriptionId: sid })).json()).toMatchObject({
      startDate: addDays(today, 30),
      grossPrice: 3000,
      renewalDate: addDays(today, 60),
    });
    await t.db.db.execute(
      sql`UPDATE member_subscriptions SET start_date = ${addDays(today, -40)}::date, renewal_date = ${addDays(today, -10)}::date WHERE id = ${sid}`,
    );
    await fail(renew(pkg, m.memberId, sid, { startDate: addDays(today, -10) }), PackageMessages.renewStartDate);
    const r = await ok(renew(pkg, m.memberId, sid));
    const rows = (await admin.get(`/api/membership/subscription/details?packageId=${pkg}`)).json().subscriptions;
    expect(rows).toMatchObject([{ subscriptionId: r.subscriptionId, startDate: today, renewalDate: addDays(today, 30) }]);
  });
});

describe('balances after a renewal (item 2)', () => {
  it('keeps the renewed term’s balance listed, payable and in every total until paid or cancelled', async () => {
    // What the earlier tests left owing, over what the demo's own subscriptions owe.
    const before = (await admin.get('/api/membership/package/summary')).json().userSummary.balance as number;
    expect(before).toBe(demoOwed + 195 + 1500 + 3000);
    const pkg = await create({ packageName: 'Owed season', period: 60 });
    const m = await newMember();
    // From day 40: 20 of 60 days = 1,000; 805 paid, 195 owed.
    const sid = (
      await ok(subscribe(pkg, m.memberId, { startDate: addDays(today, 40), advance: 805, transactionData: { type: 1, mode: 1 } }))
    ).subscriptionId!;
    const p = (await admin.get(`/api/membership/package?packageId=${pkg}`)).json().package;
    await ok(admin.post('/api/membership/package/update', { ...p, price: 3000, remarks: '', credits: 0, period: 120 }));
    // The renewal: day 60 to day 120 = 60 of 120 days = 1,500, nothing paid.
    const rid = (await ok(renew(pkg, m.memberId, sid))).subscriptionId!;

    const figures = async () => {
      const list = (await admin.get(`/api/membership/subscription/details?packageId=${pkg}`)).json().subscriptions as {
        subscriptionId: number;
        balance: number;
        renewed: boolean;
      }[];
      const drawer = (await admin.get(`/api/member/details?mobile=${m.mobile}`)).json().member.packages as {
        subscriptionId: number;
        balance: number;
      }[];
      const pending = (await admin.get('/api/membership/package/summary')).json().userSummary.balance as number;
      const clubs = (await admin.get('/api/reports/clubs')).json().clubs as { clubId: number }[];
      const rep = (
        await admin.post('/api/reports/packages/multiple-clubs', { clubIds: clubs.map((c) => c.clubId), startDate: today, endDate: today })
      ).json();
      const reportRows = rep.data.flatMap((d: { rows: { balance: number; startDate: string }[] }) => d.rows);
      return { list, drawer, pending, reportTotal: rep.summary.balance as number, reportRows };
    };
    const others = before;
    let f = await figures();
    expect(f.list.map((r) => [r.subscriptionId, r.balance, r.renewed])).toEqual([
      [sid, 195, true],
      [rid, 1500, false],
    ]);
    expect(f.drawer.map((r) => [r.subscriptionId, r.balance])).toEqual([
      [sid, 195],
      [rid, 1500],
    ]);
    expect(f.pending).toBe(others + 195 + 1500);
    expect(f.reportTotal).toBe(f.pending);

    // The 195 is payable: more than it is refused, exactly it is taken.
    const pay = (subscriptionId: number, amount: number) =>
      admin.post('/api/membership/subscription/payment/update', { subscriptionId, amount, transactionData: { type: 3, mode: 1 } });
    await fail(pay(sid, 195.01), PackageMessages.amountAboveBalance);
    await ok(pay(sid, 195));
    f = await figures();
    expect(f.list.map((r) => r.subscriptionId)).toEqual([rid]);
    expect(f.drawer.map((r) => r.subscriptionId)).toEqual([rid]);
    expect(f.pending).toBe(others + 1500);
    expect(f.reportTotal).toBe(f.pending);

    // A renewed term cancelled with money owed: listed nowhere, owed nowhere (the report shows 0 for it).
    const m2 = await newMember();
    const s2 = (
      await ok(subscribe(pkg, m2.memberId, { startDate: addDays(today, 100), advance: 10, transactionData: { type: 1, mode: 1 } }))
    ).subscriptionId!;
    // Day 100 to 120 = 500; 490 owed.
    f = await figures();
    expect(f.pending).toBe(others + 1500 + 490);
    await ok(admin.post('/api/membership/subscription/cancel', { subscriptionId: s2, amount: 1, transactionData: { type: -1, mode: 0 } }));
    f = await figures();
    expect(f.pending).toBe(others + 1500);
    expect(f.reportTotal).toBe(f.pending);
    expect(f.reportRows.find((r: { startDate: string }) => r.startDate === addDays(today, 100))).toMatchObject({
      status: 'Cancelled',
      balance: 0,
    });
  });
});

describe('finding a subscription’s active renewal (issue 33)', () => {
  it('has an index on renews_id: member search runs the check for each package it lists', async () => {
    // On the bench's 12,000 subscriptions the check without it read them all per statement (a
    // hashed seq scan, 1.3 ms on PostgreSQL); a near-empty test table cannot show the plan.
    const found = await t.db.withConnection((conn) =>
      conn.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE tablename = 'member_subscriptions'`),
    );
    expect(found.map((r) => r.indexdef).some((d) => /\(renews_id\)/.test(d))).toBe(true);
  });
});
