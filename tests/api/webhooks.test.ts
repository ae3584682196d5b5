import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { WebhookMessages as M, WEBHOOK_EVENTS } from '../../contract/webhooks';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';
import { addDays } from '../../server/core/local-time';
import { logChanges } from '../../server/ledger/change-log';
import { runWebhookPump } from '../../server/modules/webhooks/pump';
import { verifySignature } from '../../server/modules/webhooks/signature';
import { bookOne, riversideClient, sqlOf } from './booking-after-fixtures';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { startReceiver, type Receiver } from './webhook-receiver';

/**
 * Issue 28 part 2 (ADR 0073): signed webhooks from change_log. The pump (the pg-boss job's body)
 * is run by hand here so each step is deterministic; tests/api/webhooks-crash.test.ts runs the
 * real server with its pg-boss job and kills it.
 */
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
let rx: Receiver;
const date = plainMonday(24);
const now = () => Math.floor(Date.now() / 1000);

const pump = (opts: Parameters<typeof runWebhookPump>[1] = {}) => runWebhookPump(t.db.db, { baseSeconds: 0.05, timeoutMs: 2000, ...opts });
/** Pumps until `done` holds (retries are due a few tens of milliseconds apart here). */
async function pumpUntil(done: () => boolean, opts: Parameters<typeof runWebhookPump>[1] = {}) {
  for (let i = 0; i < 60 && !done(); i++) {
    await pump(opts);
    if (!done()) await new Promise((r) => setTimeout(r, 60));
  }
  expect(done(), 'pumped until done').toBe(true);
}
const newWebhook = async (events: readonly string[] = WEBHOOK_EVENTS, url = rx.url) => {
  const res = (await admin.post('/api/webhooks', { url, events })).json();
  expect(res).toMatchObject({ requestStatus: 1, message: M.created, webhook: { url, enabled: true } });
  return res as { webhook: { webhookId: number }; secret: string };
};
const typesOf = (bookingId: number) => rx.received.filter((r) => r.json.data.bookingId === bookingId).map((r) => r.json.type);

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  q = sqlOf(t);
  rx = await startReceiver();
});
afterAll(async () => {
  delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  await rx?.close();
  await t?.close();
});

describe('registering webhooks (Club Settings, feature 19)', () => {
  it('refuses a desk without Club Settings', async () => {
    const forbidden = { requestStatus: -1, message: NO_PERMISSION_MESSAGE };
    expect((await desk.post('/api/webhooks', { url: 'https://example.com/h', events: ['booking.created'] })).json()).toMatchObject(
      forbidden,
    );
    expect((await desk.get('/api/webhooks')).json()).toMatchObject(forbidden);
    expect((await desk.post('/api/webhooks/test', { webhookId: 1 })).json()).toMatchObject(forbidden);
  });

  it('names the field of a bad URL or event list, refuses loopback and private hosts, and writes nothing', async () => {
    const bad = async (body: object, path: string) => {
      const res = await admin.post('/api/webhooks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json().errors as { path: string }[]).map((e) => e.path)).toContain(path);
    };
    await bad({ url: 'ftp://example.com/h', events: ['booking.created'] }, 'url');
    await bad({ url: 'javascript:alert(1)', events: ['booking.created'] }, 'url');
    await bad({ url: 'https://example.com/h', events: [] }, 'events');
    await bad({ url: 'https://example.com/h', events: ['booking.deleted'] }, 'events.0');
    for (const url of [
      'http://127.0.0.1:9/h',
      'http://localhost/h',
      'http://10.1.2.3/h',
      'http://[::1]/h',
      'http://169.254.169.254/latest',
    ]) {
      expect((await admin.post('/api/webhooks', { url, events: ['booking.created'] })).json(), url).toEqual({
        requestStatus: 0,
        message: M.urlPrivate,
      });
    }
    expect((await admin.post('/api/webhooks', { url: 'https://u:p@example.com/h', events: ['booking.created'] })).json()).toEqual({
      requestStatus: 0,
      message: M.urlCredentials,
    });
    expect(await q(sql`SELECT id FROM webhook_endpoints`)).toEqual([]);
  });

  it('shows the signing secret once; the list never carries it', async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
    const made = await newWebhook(['booking.created']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await admin.get('/api/webhooks');
    expect(list.json().webhooks).toContainEqual(
      expect.objectContaining({ webhookId: made.webhook.webhookId, events: ['booking.created'] }),
    );
    expect(list.body).not.toContain(made.secret);
    expect((await admin.post('/api/webhooks/delete', { webhookId: made.webhook.webhookId })).json()).toEqual({
      requestStatus: 1,
      message: M.deleted,
    });
    expect((await admin.get('/api/webhooks')).json().webhooks).toEqual([]);
  });
});

describe('deliveries', () => {
  let hook: { webhook: { webhookId: number }; secret: string };
  beforeAll(async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
    hook = await newWebhook();
  });

  it("sends a booking's events in order, signed, with the documented body and no phone or e-mail", async () => {
    const id = await bookOne(admin, ids, { date, time: '06:00:00', court: 'Court 4', advance: 200, mobile: '9811122233' });
    // Each event carries the booking as it stands when the job reads the log (every few seconds).
    await pump();
    const moved = await admin.post('/api/booking/reschedule', {
      bookingId: id,
      rescheduleDate: addDays(date, 1),
      startTime: '07:00:00',
      courtId: ids.courts['Court 4'],
    });
    expect(moved.json()).toMatchObject({ requestStatus: 1 });
    const cancelled = await admin.post('/api/booking/cancellation', { bookingId: id, sendSMS: false, refundType: 1, refundMode: 1 });
    expect(cancelled.json()).toMatchObject({ requestStatus: 1 });
    await pumpUntil(() => typesOf(id).length >= 5);
    expect(typesOf(id)).toEqual(['booking.created', 'payment.recorded', 'booking.rescheduled', 'refund.recorded', 'booking.cancelled']);
    for (const r of rx.received) {
      expect(verifySignature(hook.secret, r.signature, r.body, now()), r.body).toBe(true);
      expect(verifySignature('whsec_wrong', r.signature, r.body, now())).toBe(false);
      expect(r.body).not.toContain('9811122233');
      expect(r.body).not.toContain('player@example.com');
      expect(Object.keys(r.json).sort()).toEqual(['clubId', 'createdAt', 'data', 'id', 'type']);
    }
    const created = rx.received.find((r) => r.json.type === 'booking.created' && r.json.data.bookingId === id)!;
    expect(created.json.data).toMatchObject({
      bookingId: id,
      date,
      startTime: '06:00:00',
      courts: ['Court 4'],
      customerName: 'Test Player',
    });
    const moveEvent = rx.received.find((r) => r.json.type === 'booking.rescheduled' && r.json.data.bookingId === id)!;
    expect(moveEvent.json.data).toMatchObject({ date: addDays(date, 1), from: { date, startTime: '06:00:00', courtName: 'Court 4' } });
    // Pumping again (a second process, a re-read of the log) sends nothing twice.
    const before = rx.received.length;
    await pump();
    await pump();
    expect(rx.received.length).toBe(before);
  });

  it('never sends a rolled-back write', async () => {
    const id = await bookOne(admin, ids, { date, time: '08:00:00', court: 'Court 4' });
    await pumpUntil(() => typesOf(id).length === 1);
    const [club] = await q<{ clubId: number; activityId: number }>(
      sql`SELECT club_id AS "clubId", activity_id AS "activityId" FROM bookings WHERE id = ${id}`,
    );
    await expect(
      t.db.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE bookings SET cancelled = true, cancelled_at = now() WHERE id = ${id}`);
        await logChanges(tx, [{ clubId: club.clubId, activityId: club.activityId, date, kind: 'cancel' }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await pump();
    await pump();
    expect(typesOf(id)).toEqual(['booking.created']);
  });

  it("retries with backoff, holds a booking's later events until its earlier one is delivered, and logs each attempt", async () => {
    rx.answers.push(500, 503);
    const id = await bookOne(admin, ids, { date, time: '09:00:00', court: 'Court 4', advance: 100 });
    const gap = async () =>
      (
        await q<{ gap: number }>(
          sql`SELECT round(extract(epoch FROM next_attempt_at - last_attempt_at)::numeric, 2)::float8 AS gap FROM webhook_deliveries
              WHERE event_key = ${`booking.created:${id}`}`,
        )
      )[0].gap;
    await pump();
    // The first attempt of booking.created failed: payment.recorded of the same booking waits.
    expect(typesOf(id)).toEqual(['booking.created']);
    expect(await gap()).toBe(0.05);
    await new Promise((r) => setTimeout(r, 80));
    await pump();
    expect(typesOf(id)).toEqual(['booking.created', 'booking.created']);
    // Exponential: the second wait is twice the first.
    expect(await gap()).toBe(0.1);
    await pumpUntil(() => typesOf(id).includes('payment.recorded'));
    expect(typesOf(id)).toEqual(['booking.created', 'booking.created', 'booking.created', 'payment.recorded']);
    const log = (await admin.get(`/api/webhooks/deliveries?webhookId=${hook.webhook.webhookId}`)).json();
    expect(log.requestStatus).toBe(1);
    const firstOf = (log.deliveries as { eventType: string; attempts: number; status: string; responseCode: number }[]).filter(
      (d) => d.eventType === 'booking.created',
    )[0];
    expect(firstOf).toMatchObject({ status: 'delivered', attempts: 3, responseCode: 200 });
  });

  it('gives up 24 hours after the first attempt, and a resend sends the same event again', async () => {
    rx.answers.push(500);
    const id = await bookOne(admin, ids, { date, time: '10:00:00', court: 'Court 4' });
    await pump();
    await q(sql`UPDATE webhook_deliveries SET first_attempt_at = now() - interval '25 hours', next_attempt_at = now()
                WHERE event_key = ${`booking.created:${id}`}`);
    rx.answers.push(500);
    await pump();
    const [d] = await q<{ id: number; status: string; eventId: string }>(
      sql`SELECT id::float8 AS id, status, event_id AS "eventId" FROM webhook_deliveries WHERE event_key = ${`booking.created:${id}`} AND resend_of IS NULL`,
    );
    expect(d.status).toBe('failed');
    const again = (await admin.post('/api/webhooks/deliveries/resend', { deliveryId: d.id })).json();
    expect(again).toMatchObject({ requestStatus: 1, message: M.resent });
    await pumpUntil(() => rx.received.filter((r) => r.json.id === d.eventId).length === 3);
  });

  it('a slow receiver never slows a desk: a booking completes while a delivery is still waiting for its answer', async () => {
    rx.answers.push('hold');
    await bookOne(admin, ids, { date, time: '11:00:00', court: 'Court 4' });
    const before = rx.received.length;
    let delivered = false;
    const running = pump({ timeoutMs: 60_000 }).then(() => {
      delivered = true;
    });
    await vi.waitFor(() => expect(rx.received.length).toBeGreaterThan(before), { timeout: 30_000, interval: 20 });
    // The receiver holds its answer until released: the job is waiting on it, and a desk books meanwhile.
    await bookOne(admin, ids, { date, time: '12:00:00', court: 'Court 4' });
    expect(delivered).toBe(false);
    rx.release();
    await running;
    expect(delivered).toBe(true);
  });

  it('a receiver that answers too late is cut off and the delivery logged for a retry', async () => {
    rx.setHang(2500);
    rx.answers.push('hang');
    await bookOne(admin, ids, { date, time: '13:00:00', court: 'Court 5' });
    await pump({ timeoutMs: 1500 });
    const [late] = await q<{ lastError: string }>(
      sql`SELECT last_error AS "lastError" FROM webhook_deliveries WHERE last_error LIKE 'No answer%' ORDER BY id DESC LIMIT 1`,
    );
    expect(late.lastError).toBe('No answer within 1500 ms');
  });

  it('sends a signed test event at once and logs it', async () => {
    const res = (await admin.post('/api/webhooks/test', { webhookId: hook.webhook.webhookId })).json();
    expect(res).toMatchObject({
      requestStatus: 1,
      message: M.testSent,
      delivery: { eventType: 'webhook.test', status: 'delivered', attempts: 1, responseCode: 200 },
    });
    const got = rx.received.at(-1)!;
    expect(got.json).toMatchObject({ type: 'webhook.test', id: res.delivery.eventId });
    expect(verifySignature(hook.secret, got.signature, got.body, now())).toBe(true);
  });

  it('a disabled webhook is sent nothing; another club sees and changes none of it', async () => {
    expect((await admin.post('/api/webhooks/update', { webhookId: hook.webhook.webhookId, enabled: false })).json()).toEqual({
      requestStatus: 1,
      message: M.saved,
    });
    const id = await bookOne(admin, ids, { date, time: '13:00:00', court: 'Court 4' });
    await pump();
    expect(typesOf(id)).toEqual([]);
    const riverside = await riversideClient(t);
    const notFound = { requestStatus: 0, message: M.notFound };
    expect((await riverside.get('/api/webhooks')).json().webhooks).toEqual([]);
    expect((await riverside.get(`/api/webhooks/deliveries?webhookId=${hook.webhook.webhookId}`)).json()).toEqual(notFound);
    expect((await riverside.post('/api/webhooks/update', { webhookId: hook.webhook.webhookId, enabled: true })).json()).toEqual(notFound);
    expect((await riverside.post('/api/webhooks/delete', { webhookId: hook.webhook.webhookId })).json()).toEqual(notFound);
    expect((await riverside.post('/api/webhooks/test', { webhookId: hook.webhook.webhookId })).json()).toEqual(notFound);
    const [any] = await q<{ id: number }>(sql`SELECT id::float8 AS id FROM webhook_deliveries ORDER BY id LIMIT 1`);
    expect((await riverside.post('/api/webhooks/deliveries/resend', { deliveryId: any.id })).json()).toEqual({
      requestStatus: 0,
      message: M.deliveryNotFound,
    });
    expect((await admin.get('/api/webhooks')).json().webhooks[0]).toMatchObject({ enabled: false });
  });
});
