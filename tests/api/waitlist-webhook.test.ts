import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWebhookPump } from '../../server/modules/webhooks/pump';
import { runWaitlistTurn } from '../../server/modules/waitlist/turn';
import { verifySignature } from '../../server/modules/webhooks/signature';
import { bookOne } from './booking-after-fixtures';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { startReceiver, type Receiver } from './webhook-receiver';

/**
 * The `waitlist.offered` webhook (ADR 0080 with ADR 0073): an offer logs its day in change_log,
 * and the webhook reader finds its waitlist_offers row there like a booking's events. The waitlist
 * turn and the pump (the pg-boss jobs' bodies) are run by hand.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
let rx: Receiver;
const date = plainMonday(70);
const now = () => Math.floor(Date.now() / 1000);
const pump = () => runWebhookPump(t.db.db, { baseSeconds: 0.05, timeoutMs: 2000 });

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
  ({ t, admin, ids } = await setup());
  rx = await startReceiver();
});
afterAll(async () => {
  delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  await rx?.close();
  await t?.close();
});

describe('waitlist.offered', () => {
  it('is sent, signed, to the endpoints that asked for it, with the offer and the customer', async () => {
    const wants = (await admin.post('/api/webhooks', { url: rx.url, events: ['waitlist.offered'] })).json();
    expect(wants).toMatchObject({ requestStatus: 1 });
    const other = (await admin.post('/api/webhooks', { url: rx.url, events: ['booking.created'] })).json();
    const bookingId = await bookOne(admin, ids, { date, time: '18:00:00', court: 'Court 6' });
    const entry = await admin.post('/api/waitlist', {
      activityId: ids.badminton,
      date,
      time: '18:00:00',
      courtId: ids.courts['Court 6'],
      customerDetails: { name: 'Hook Waiter', countryCode: '+91', mobile: '9876512345', email: 'hook@example.com' },
    });
    const entryId = entry.json().entryId as number;
    await admin.post('/api/booking/cancellation', { bookingId, refundType: 0, sendSMS: false });
    expect(await runWaitlistTurn(t.db.db)).toMatchObject({ offered: 1 });
    for (let i = 0; i < 20 && !rx.received.some((r) => r.json.type === 'waitlist.offered'); i++) await pump();

    const offered = rx.received.filter((r) => r.json.type === 'waitlist.offered');
    expect(offered).toHaveLength(1);
    expect(verifySignature(wants.secret, offered[0].signature, offered[0].body, now())).toBe(true);
    expect(verifySignature(other.secret, offered[0].signature, offered[0].body, now())).toBe(false);
    expect(offered[0].json.data).toMatchObject({
      entryId,
      activityId: ids.badminton,
      activityName: 'Badminton',
      date,
      startTime: '18:00:00',
      endTime: '19:00:00',
      courtId: ids.courts['Court 6'],
      courtName: 'Court 6',
      customerName: 'Hook Waiter',
      countryCode: '+91',
      mobile: '9876512345',
      email: 'hook@example.com',
    });
    expect(typeof offered[0].json.data.expiresAt).toBe('string');
    // Read again (a second pump, the same log rows): nothing is sent twice.
    await pump();
    expect(rx.received.filter((r) => r.json.type === 'waitlist.offered')).toHaveLength(1);
  });
});
