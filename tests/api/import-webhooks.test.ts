import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_TYPE } from '../../contract/data-import';
import { runWebhookPump } from '../../server/modules/webhooks/pump';
import { client, type Client } from './booking-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startReceiver, type Receiver } from './webhook-receiver';

/**
 * An imported booking is news to a partner system (`booking.created`), but its opening money row
 * is not a payment taken today (ADR 0074 addendum): no `payment.recorded` is sent for it, as the
 * dashboard and the cash close leave it out too.
 */
let t: TestApp;
let admin: Client;
let rx: Receiver;
const D = `${new Date().getUTCFullYear() + 1}-03-11`;
const pump = () => runWebhookPump(t.db.db, { baseSeconds: 0.05, timeoutMs: 2000 });

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
  t = await createTestApp();
  admin = client(t, await t.login('admin', 'admin123'));
  rx = await startReceiver();
});
afterAll(async () => {
  delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  await rx?.close();
  await t?.close();
});

describe('webhooks of an imported booking', () => {
  it('sends booking.created and no payment.recorded for the opening money row', async () => {
    const hook = (await admin.post('/api/webhooks', { url: rx.url, events: ['booking.created', 'payment.recorded'] })).json();
    expect(hook).toMatchObject({ requestStatus: 1 });
    const file = [
      'reference,activity,court,date,startTime,endTime,name,countryCode,mobile,email,places,amount,paid',
      `W-1,Badminton,Court 2,${D},10:00,11:00,Imported Hook,+91,9811100077,,,600,600`,
    ].join('\n');
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/import/bookings?dryRun=0',
      headers: { ...t.authHeader(admin.token), 'content-type': CSV_TYPE },
      payload: file,
    });
    expect(done.json()).toMatchObject({ requestStatus: 1, totals: { ok: 1, created: 1 } });
    for (let i = 0; i < 20 && !rx.received.some((r) => r.json.type === 'booking.created'); i++) await pump();
    await pump();
    const types = rx.received.map((r) => r.json.type);
    expect(types).toContain('booking.created');
    expect(types).not.toContain('payment.recorded');
  });
});
