import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PackageMessages } from '../../contract/packages';
import { client, setup, type Client } from './booking-fixtures';
import { addStaff } from './helpers/staff';
import { Feature } from '../../contract/features';
import { riversideClient } from './helpers/riverside';
import type { TestApp } from './helpers/test-app';
import { addDays, todayIn } from '../../server/core/local-time';
import { messageCode } from '../../server/plugins/message-codes';

let t: TestApp;
let admin: Client;
let desk: Client;
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  ({ t, admin, desk } = await setup());
});
afterAll(async () => {
  await t?.close();
});

const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
const fail = async (res: Promise<{ json(): unknown }>, message: string) =>
  expect((await res).json()).toMatchObject({ requestStatus: 0, message, ...messageCode(message) });
const create = (over: Record<string, unknown> = {}) =>
  admin.post('/api/membership/package/create', {
    packageName: 'Monthly Swim',
    price: 3000,
    remarks: 'Pool access',
    credits: 500,
    memberLimit: 2,
    type: 1,
    period: 30,
    additionalInfo: ['Locker'],
    ...over,
  });
let n = 0;
const newMember = async () => {
  const mobile = `90100${String(++n).padStart(5, '0')}`;
  const r = (await admin.post('/api/member/registration', { name: `Member ${n}`, mobile, toDate: 'max' })).json();
  expect(r.requestStatus).toBe(1);
  return { memberId: r.memberId as number, mobile };
};
const subscribe = (c: Client, packageId: number, memberId: number, over: Record<string, unknown> = {}) =>
  c.post('/api/membership/subscription', {
    packageData: { packageId },
    ticketCount: 1,
    memberId,
    startDate: today,
    transactionData: { type: 1, mode: 0 },
    ...over,
  });

describe('package form', () => {
  it('checks every rule of spec 2 §5', async () => {
    await fail(create({ packageName: ' ' }), PackageMessages.nameRequired);
    await fail(create({ price: '' }), PackageMessages.priceRequired);
    await fail(create({ price: 'abc' }), PackageMessages.invalidPrice);
    await fail(create({ credits: '12x' }), PackageMessages.invalidCredits);
    await fail(create({ memberLimit: 1.5 }), PackageMessages.invalidLimit);
    await fail(create({ period: '2.5' }), PackageMessages.invalidPeriod);
    await fail(create({ remarks: 'r'.repeat(101) }), PackageMessages.remarksTooLong);
    await fail(create({ startDate: '2020-01-01' }), PackageMessages.pastStart);
    await fail(create({ type: 3 }), PackageMessages.invalidType);
  });

  it('sends empty credits / limit / period as 0 / 0 / 1, and keeps the type when editing', async () => {
    const r = (await create({ packageName: 'Drop-in', credits: '', memberLimit: '', period: '' })).json();
    expect(r).toMatchObject({ requestStatus: 1, message: PackageMessages.created, ...messageCode(PackageMessages.created) });
    const p = (await admin.get(`/api/membership/package?packageId=${r.packageId}`)).json().package;
    expect(p).toMatchObject({ packageCredits: 0, memberLimit: 0, period: 1, availableTickets: null, type: 1, isActive: true });
    const up = (
      await admin.post('/api/membership/package/update', {
        ...p,
        packageId: p.packageId,
        price: 10,
        remarks: 'x',
        type: 2,
        isActive: false,
      })
    ).json();
    expect(up.requestStatus).toBe(1);
    const after = (await admin.get(`/api/membership/package?packageId=${r.packageId}`)).json().package;
    expect(after).toMatchObject({ type: 1, isActive: false, packagePrice: 10 });
    const hist = await query<{ action: string }>(
      sql`SELECT action FROM history WHERE entity = 'package' AND entity_id = ${r.packageId} ORDER BY id`,
    );
    expect(hist.map((h) => h.action)).toEqual(['create', 'deactivate']);
  });
});

describe('subscriptions', () => {
  it('prices pro-rata from the start date and refuses dates outside the season', async () => {
    const r = (await create({ packageName: 'Season', type: 2, price: 1000, period: 100, startDate: today, memberLimit: 0 })).json();
    const q = (await admin.post('/api/membership/subscription/quote', { packageId: r.packageId, startDate: addDays(today, 40) })).json();
    expect(q).toMatchObject({ requestStatus: 1, grossPrice: 600, period: 60, renewalDate: addDays(today, 100) });
    await fail(
      admin.post('/api/membership/subscription/quote', { packageId: r.packageId, startDate: addDays(today, -1) }),
      PackageMessages.pastDate,
    );
    await fail(
      admin.post('/api/membership/subscription/quote', { packageId: r.packageId, startDate: addDays(today, 101) }),
      PackageMessages.afterPeriod,
    );
  });

  it('checks discount and advance, grants the package credits and records the advance', async () => {
    const pkg = (await create({ packageName: 'Checks', memberLimit: 0 })).json().packageId;
    const m = await newMember();
    await fail(subscribe(admin, pkg, m.memberId, { discount: 3001 }), PackageMessages.discountTooHigh);
    await fail(
      subscribe(admin, pkg, m.memberId, { discount: 1000, advance: 2500, transactionData: { mode: 1 } }),
      PackageMessages.discountExceedsPayable,
    );
    await fail(subscribe(admin, pkg, m.memberId, { advance: 3500, transactionData: { mode: 1 } }), PackageMessages.advanceTooHigh);
    await fail(subscribe(admin, pkg, m.memberId, { advance: 100 }), PackageMessages.advanceNeedsMode);
    await fail(subscribe(admin, pkg, m.memberId, { transactionData: { mode: 2 } }), PackageMessages.modeNeedsAdvance);
    await fail(subscribe(admin, pkg, m.memberId, { startDate: addDays(today, -1) }), PackageMessages.pastDate);
    const ok = (await subscribe(admin, pkg, m.memberId, { discount: 500, advance: 1000, transactionData: { mode: 1 } })).json();
    expect(ok).toMatchObject({ requestStatus: 1, message: PackageMessages.subscribed, ...messageCode(PackageMessages.subscribed) });
    const member = (await admin.get(`/api/member/details?mobile=${m.mobile}`)).json().member;
    expect(member.credits).toBe(500);
    expect(member.packages).toMatchObject([{ packageName: 'Checks', balance: 1500, grossAmount: 3000, renewalDate: addDays(today, 30) }]);
    const money = await query<{ type: number; amount_minor: number; subscription_id: number }>(
      sql`SELECT type, amount_minor, subscription_id FROM transactions WHERE member_id = ${m.memberId}`,
    );
    expect(money).toEqual([{ type: 1, amount_minor: 100000, subscription_id: ok.subscriptionId }]);
  });

  it('takes balance payments (type 3) within the balance, renews and cancels', async () => {
    const pkg = (await create({ packageName: 'Cycle', memberLimit: 1 })).json().packageId;
    const m = await newMember();
    const sid = (await subscribe(admin, pkg, m.memberId, { advance: 1000, transactionData: { mode: 1 } })).json().subscriptionId;
    const pay = (amount: unknown) =>
      admin.post('/api/membership/subscription/payment/update', { subscriptionId: sid, amount, transactionData: { type: 3, mode: 1 } });
    await fail(pay(''), PackageMessages.amountRequired);
    await fail(pay(0), PackageMessages.amountPositive);
    await fail(pay(2000.01), PackageMessages.amountAboveBalance);
    expect((await pay(2000)).json()).toMatchObject({ requestStatus: 1 });
    await fail(pay(1), PackageMessages.amountAboveBalance);
    // Renewal: from the renewal date, no new place (the limit of 1 is already taken by this member).
    const renewed = (
      await subscribe(admin, pkg, m.memberId, { ticketCount: 0, renewsSubscriptionId: sid, startDate: addDays(today, 30) })
    ).json();
    expect(renewed.requestStatus).toBe(1);
    const rows = (await admin.get(`/api/membership/subscription/details?packageId=${pkg}`)).json().subscriptions;
    expect(rows).toMatchObject([
      { subscriptionId: renewed.subscriptionId, renewalDate: addDays(today, 60), balance: 3000, status: 'Active' },
    ]);
    const other = await newMember();
    await fail(subscribe(admin, pkg, other.memberId), PackageMessages.soldOut);
    expect(
      (
        await admin.post('/api/membership/subscription/cancel', {
          subscriptionId: renewed.subscriptionId,
          amount: 1,
          transactionData: { type: -1, mode: 0 },
        })
      ).json(),
    ).toEqual({ requestStatus: 1, message: PackageMessages.cancelled, ...messageCode(PackageMessages.cancelled) });
    await fail(
      admin.post('/api/membership/subscription/cancel', { subscriptionId: renewed.subscriptionId }),
      PackageMessages.alreadyCancelled,
    );
    // The renewed term still runs: it is live again and keeps the one place.
    const live = (await admin.get(`/api/membership/subscription/details?packageId=${pkg}`)).json().subscriptions;
    expect(live).toMatchObject([{ subscriptionId: sid, status: 'Active' }]);
    await fail(subscribe(admin, pkg, other.memberId), PackageMessages.soldOut);
    // Cancelling that term too gives the place back.
    expect((await admin.post('/api/membership/subscription/cancel', { subscriptionId: sid })).json().requestStatus).toBe(1);
    expect((await subscribe(admin, pkg, other.memberId)).json().requestStatus).toBe(1);
    const cancelRow = await query<{ type: number; amount_minor: number }>(
      sql`SELECT type, amount_minor FROM transactions WHERE subscription_id = ${renewed.subscriptionId}`,
    );
    expect(cancelRow).toEqual([{ type: -1, amount_minor: 0 }]);
  });

  it('refuses cancelling an expired membership', async () => {
    const pkg = (await create({ packageName: 'Old', memberLimit: 0 })).json().packageId;
    const m = await newMember();
    const sid = (await subscribe(admin, pkg, m.memberId)).json().subscriptionId;
    await t.db.db.execute(
      sql`UPDATE member_subscriptions SET start_date = CURRENT_DATE - 40, renewal_date = CURRENT_DATE - 10 WHERE id = ${sid}`,
    );
    await fail(admin.post('/api/membership/subscription/cancel', { subscriptionId: sid }), PackageMessages.alreadyExpired);
    const rows = (await admin.get(`/api/membership/subscription/details?packageId=${pkg}`)).json().subscriptions;
    expect(rows[0].status).toBe('Expired');
  });

  it('never sells the last place twice, even with desks subscribing at once', async () => {
    const pkg = (await create({ packageName: 'Last place', memberLimit: 1 })).json().packageId;
    await addStaff(t.db, {
      username: 'desk2',
      password: 'desk2-pass',
      club: 'Courtdesk Demo Arena',
      permissions: [[Feature.membershipPackages, 'write']],
    });
    const desk2 = client(t, await t.login('desk2', 'desk2-pass'));
    const members = [await newMember(), await newMember(), await newMember(), await newMember()];
    const results = await Promise.all(members.map((m, i) => subscribe(i % 2 ? desk2 : admin, pkg, m.memberId).then((r) => r.json())));
    const won = results.filter((r) => r.requestStatus === 1);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.message === PackageMessages.soldOut)).toHaveLength(3);
    const p = await query<{ sold_tickets: number; n: number }>(
      sql`SELECT p.sold_tickets, (SELECT count(*)::int FROM member_subscriptions s WHERE s.package_id = p.id) AS n FROM membership_packages p WHERE p.id = ${pkg}`,
    );
    expect(p).toEqual([{ sold_tickets: 1, n: 1 }]);
  });

  it('looks up members for the package checkout', async () => {
    const m = await newMember();
    const look = (mobile: string) => admin.post('/api/membership/customer/details', { mobile });
    expect((await look(m.mobile)).json()).toMatchObject({ result: 'member', member: { memberId: m.memberId } });
    expect((await look('9811111111')).json()).toMatchObject({ result: 'nonMember' });
    expect((await look('9022222222')).json()).toMatchObject({ result: 'unknown' });
    await fail(look(''), PackageMessages.mobileRequired);
    await fail(look('12'), PackageMessages.invalidMobile);
  });

  it('summarises for the dashboard', async () => {
    const s = (await admin.get('/api/membership/package/summary')).json().userSummary;
    expect(s.membershipPackageCount).toBeGreaterThan(0);
    expect(s.subscribedMembersCount).toBeGreaterThan(0);
    expect(s.balance).toBeGreaterThan(0);
    const g = (await admin.get('/api/membership/graph/data')).json();
    expect(g.membersCount).toHaveLength(12);
    // This month also counts memberships cancelled or lapsed during it.
    expect(g.membersCount[11].count).toBeGreaterThanOrEqual(s.subscribedMembersCount);
    expect(g.packageMembersCount.length).toBe(s.membershipPackageCount);
    const e = (await admin.get('/api/membership/subscription/details?expiry=1')).json().expiring;
    expect(e.length).toBeGreaterThan(0);
  });
});

describe('club scope', () => {
  it('refuses other clubs’ packages and subscriptions on every route', async () => {
    const pkg = (await create({ packageName: 'Arena only', memberLimit: 0 })).json().packageId;
    const m = await newMember();
    const sid = (await subscribe(admin, pkg, m.memberId, { advance: 10, transactionData: { mode: 1 } })).json().subscriptionId;
    const r = await riversideClient(t);
    await fail(r.get(`/api/membership/package?packageId=${pkg}`), PackageMessages.notFound);
    await fail(r.post('/api/membership/package/update', { packageId: pkg, packageName: 'x', price: 1 }), PackageMessages.notFound);
    await fail(r.post('/api/membership/subscription/quote', { packageId: pkg }), PackageMessages.notFound);
    await fail(subscribe(r, pkg, m.memberId), PackageMessages.memberNotFound);
    await fail(r.get(`/api/membership/subscription/details?packageId=${pkg}`), PackageMessages.notFound);
    await fail(
      r.post('/api/membership/subscription/payment/update', { subscriptionId: sid, amount: 1, transactionData: { mode: 1 } }),
      PackageMessages.subscriptionNotFound,
    );
    await fail(r.post('/api/membership/subscription/cancel', { subscriptionId: sid }), PackageMessages.subscriptionNotFound);
    expect((await r.get('/api/membership/package/details')).json().packages.some((p: { packageId: number }) => p.packageId === pkg)).toBe(
      false,
    );
    expect((await r.get('/api/membership/subscription/details')).json().subscriptions).toEqual([]);
    expect((await r.get('/api/membership/package/summary')).json().userSummary).toEqual({
      membershipPackageCount: 0,
      subscribedMembersCount: 0,
      balance: 0,
    });
    expect((await r.post('/api/membership/customer/details', { mobile: m.mobile })).json().result).toBe('unknown');
  });

  it('desk without package access gets -1', async () => {
    expect((await desk.get('/api/membership/package/details')).json().requestStatus).toBe(-1);
  });
});
