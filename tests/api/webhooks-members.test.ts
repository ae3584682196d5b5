import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WebhookMessages as M } from '../../contract/webhooks';
import { todayIn } from '../../server/core/local-time';
import { runWebhookPump } from '../../server/modules/webhooks/pump';
import { verifySignature } from '../../server/modules/webhooks/signature';
import { riversideClient, sqlOf } from './booking-after-fixtures';
import { setup, type Client } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { startReceiver, type Receiver } from './webhook-receiver';

/**
 * member.created and subscription.created (issue 28 part 2, ADR 0073 addendum): read from the
 * club's members clock, not change_log. The pump (the pg-boss job's body) is run by hand.
 */
let t: TestApp;
let admin: Client;
let q: ReturnType<typeof sqlOf>;
let rx: Receiver;
const today = todayIn('Asia/Kolkata');
const now = () => Math.floor(Date.now() / 1000);
const pump = () => runWebhookPump(t.db.db, { baseSeconds: 0.05, timeoutMs: 2000 });

let n = 0;
const register = async (c: Client, name: string) => {
  const mobile = `98765${String(++n).padStart(5, '0')}`;
  const email = `m${n}@example.com`;
  const r = (await c.post('/api/member/registration', { name, mobile, email, toDate: 'max' })).json();
  expect(r, name).toMatchObject({ requestStatus: 1 });
  return { memberId: r.memberId as number, mobile, email };
};
const newPackage = async (c: Client, packageName: string) => {
  const r = (await c.post('/api/membership/package/create', { packageName, price: 3000, type: 1, period: 30, memberLimit: 0 })).json();
  expect(r).toMatchObject({ requestStatus: 1 });
  return r.packageId as number;
};
const subscribe = async (c: Client, packageId: number, memberId: number, over: Record<string, unknown> = {}) => {
  const r = (
    await c.post('/api/membership/subscription', {
      packageData: { packageId },
      ticketCount: 1,
      memberId,
      startDate: today,
      discount: 500,
      transactionData: { type: 1, mode: 0 },
      ...over,
    })
  ).json();
  expect(r).toMatchObject({ requestStatus: 1 });
  return r.subscriptionId as number;
};
const newWebhook = async (c: Client, events: string[]) => {
  const res = (await c.post('/api/webhooks', { url: rx.url, events })).json();
  expect(res).toMatchObject({ requestStatus: 1, message: M.created });
  return res as { webhook: { webhookId: number }; secret: string };
};
/** What the receiver got for one endpoint's secret (each test's endpoint has its own). */
const gotBy = (secret: string) => rx.received.filter((r) => verifySignature(secret, r.signature, r.body, now()));
const ofType = (secret: string, type: string) => gotBy(secret).filter((r) => r.json.type === type);
async function pumpUntil(done: () => boolean) {
  for (let i = 0; i < 40 && !done(); i++) {
    await pump();
    if (!done()) await new Promise((r) => setTimeout(r, 50));
  }
  expect(done(), 'pumped until done').toBe(true);
}

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
  ({ t, admin } = await setup());
  q = sqlOf(t);
  rx = await startReceiver();
});
afterAll(async () => {
  delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  await rx?.close();
  await t?.close();
});

describe('member.created and subscription.created', () => {
  it('are accepted as events, and an unknown member event names its field', async () => {
    const bad = await admin.post('/api/webhooks', { url: rx.url, events: ['member.deleted'] });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().errors as { path: string }[]).map((e) => e.path)).toContain('events.0');
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    expect(docs).toContain('subscription.created');
    expect(docs).toContain('renewsSubscriptionId');
  });

  it('sends a registration and a subscription (and its renewal), signed, in order, with what a receiver needs', async () => {
    const members = await newWebhook(admin, ['member.created', 'subscription.created']);
    const before = await register(admin, 'Before Hook');
    // Made before the endpoint: never sent to it (the member below was made after).
    await q(sql`UPDATE members SET created_at = now() - interval '1 hour' WHERE id = ${before.memberId}`);
    const asha = await register(admin, 'Asha Rao');
    const pkg = await newPackage(admin, 'Webhook Monthly');
    const sid = await subscribe(admin, pkg, asha.memberId);
    await pumpUntil(() => gotBy(members.secret).length >= 2);
    expect(gotBy(members.secret).map((r) => r.json.type)).toEqual(['member.created', 'subscription.created']);
    const [m] = ofType(members.secret, 'member.created');
    expect(Object.keys(m.json).sort()).toEqual(['clubId', 'createdAt', 'data', 'id', 'type']);
    expect(m.json.data).toEqual({
      memberId: asha.memberId,
      name: 'Asha Rao',
      email: asha.email,
      countryCode: '+91',
      mobile: asha.mobile,
      startDate: today,
      endDate: '9999-12-31',
    });
    const [s] = ofType(members.secret, 'subscription.created');
    expect(s.json.data).toMatchObject({
      subscriptionId: sid,
      memberId: asha.memberId,
      memberName: 'Asha Rao',
      packageId: pkg,
      packageName: 'Webhook Monthly',
      startDate: today,
      amount: 2500,
      grossAmount: 3000,
      discount: 500,
      renewsSubscriptionId: null,
    });
    expect(s.json.data.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A renewal is a new subscription row: it is sent as subscription.created, naming the term it renews.
    const renewal = await subscribe(admin, pkg, asha.memberId, { ticketCount: 0, renewsSubscriptionId: sid, startDate: null, discount: 0 });
    await pumpUntil(() => ofType(members.secret, 'subscription.created').length === 2);
    expect(ofType(members.secret, 'subscription.created')[1].json.data).toMatchObject({
      subscriptionId: renewal,
      renewsSubscriptionId: sid,
      startDate: s.json.data.endDate,
      amount: 3000,
    });
    expect(gotBy(members.secret).some((r) => r.json.data.memberId === before.memberId)).toBe(false);
  });

  it('is not sent to an endpoint that did not ask for it', async () => {
    const bookingsOnly = await newWebhook(admin, ['booking.created']);
    const subsOnly = await newWebhook(admin, ['subscription.created']);
    const m = await register(admin, 'Only Subs');
    await subscribe(admin, await newPackage(admin, 'Subs Only Pack'), m.memberId);
    await pumpUntil(() => ofType(subsOnly.secret, 'subscription.created').length === 1);
    await pump();
    expect(gotBy(bookingsOnly.secret)).toEqual([]);
    expect(ofType(subsOnly.secret, 'member.created')).toEqual([]);
  });

  it('never sends a rolled-back registration or subscription', async () => {
    const hook = await newWebhook(admin, ['member.created', 'subscription.created']);
    const pkg = await newPackage(admin, 'Rollback Pack');
    const [club] = await q<{ clubId: number }>(sql`SELECT club_id AS "clubId" FROM membership_packages WHERE id = ${pkg}`);
    await expect(
      t.db.db.transaction(async (tx) => {
        const [ghost] = (
          (await tx.execute(
            sql`INSERT INTO members (club_id, name, mobile) VALUES (${club.clubId}, 'Ghost Member', '9000000001') RETURNING id`,
          )) as unknown as { rows: { id: number }[] }
        ).rows;
        await tx.execute(sql`INSERT INTO member_subscriptions (club_id, member_id, package_id, start_date, renewal_date, period,
                               gross_minor, took_ticket) VALUES (${club.clubId}, ${ghost.id}, ${pkg}, ${today}, ${today}, 30, 100, false)`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // The real path too: a registration refused after its checks writes nothing.
    const dup = await register(admin, 'Real One');
    const again = (await admin.post('/api/member/registration', { name: 'Dup', mobile: dup.mobile, toDate: 'max' })).json();
    expect(again.requestStatus).toBe(0);
    await pumpUntil(() => ofType(hook.secret, 'member.created').length === 1);
    await pump();
    expect(gotBy(hook.secret).map((r) => r.json.data.name)).toEqual(['Real One']);
    expect(rx.received.some((r) => r.body.includes('Ghost Member'))).toBe(false);
  });

  it("sends nothing of another club's members to this club, and theirs only to theirs", async () => {
    const ours = await newWebhook(admin, ['member.created', 'subscription.created']);
    const riverside = await riversideClient(t);
    const theirs = await newWebhook(riverside, ['member.created']);
    await register(riverside, 'Riverside Member');
    await register(admin, 'Demo Member');
    await pumpUntil(() => gotBy(theirs.secret).length === 1 && gotBy(ours.secret).length === 1);
    await pump();
    expect(gotBy(theirs.secret).map((r) => r.json.data.name)).toEqual(['Riverside Member']);
    expect(gotBy(ours.secret).map((r) => r.json.data.name)).toEqual(['Demo Member']);
    expect(gotBy(theirs.secret)[0].json.clubId).not.toBe(gotBy(ours.secret)[0].json.clubId);
  });

  it('sends nothing twice when the pump reads the same members again', async () => {
    const hook = await newWebhook(admin, ['member.created', 'subscription.created']);
    const m = await register(admin, 'Read Twice');
    await subscribe(admin, await newPackage(admin, 'Twice Pack'), m.memberId);
    await pumpUntil(() => gotBy(hook.secret).length === 2);
    // An edit moves the member's tick (read again); a lost cursor reads the whole club again.
    const edit = await admin.post('/api/member/details/update', {
      mobile: m.mobile,
      countryCode: '+91',
      updateData: { name: 'Read Twice Again', countryCode: '+91', mobile: m.mobile },
    });
    expect(edit.json()).toMatchObject({ requestStatus: 1 });
    await pump();
    await q(sql`DELETE FROM webhook_member_cursors`);
    await pump();
    await pump();
    expect(gotBy(hook.secret).map((r) => r.json.type)).toEqual(['member.created', 'subscription.created']);
    const [row] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = ${hook.webhook.webhookId}`,
    );
    expect(row.n).toBe(2);
  });

  it.skipIf(!process.env.DATABASE_URL)('a registration still open while the pump reads is sent once it commits (PostgreSQL)', async () => {
    const hook = await newWebhook(admin, ['member.created']);
    const [club] = await q<{ clubId: number }>(sql`SELECT club_id AS "clubId" FROM webhook_endpoints WHERE id = ${hook.webhook.webhookId}`);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const isIn = new Promise<void>((r) => (inserted = r));
    const open = t.db.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO members (club_id, name, mobile) VALUES (${club.clubId}, 'Slow Commit', '9000000002')`);
      inserted();
      await held;
    });
    await isIn;
    // A later registration waits for the open one's tick (the clock row is held until commit).
    await pump();
    expect(gotBy(hook.secret)).toEqual([]);
    release();
    await open;
    await pumpUntil(() => gotBy(hook.secret).length === 1);
    expect(gotBy(hook.secret)[0].json.data.name).toBe('Slow Commit');
  });
});
