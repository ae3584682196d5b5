import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import nodemailer from 'nodemailer';
import { createTestApp, type TestApp } from './helpers/test-app';
import { enqueue, type OutboxChannel } from '../../server/ledger/outbox';
import { OutboxDispatcher, type OutboxLog } from '../../server/modules/outbox/dispatcher';
import { emailTransport, transportsFromEnv, type Transports } from '../../server/modules/outbox/transports';

let t: TestApp;
let clubId: number;

beforeAll(async () => {
  t = await createTestApp();
  [{ id: clubId }] = await t.db.query<{ id: number }>(`SELECT id FROM clubs ORDER BY id LIMIT 1`);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query(`DELETE FROM notification_outbox`);
});

interface Row {
  id: number;
  channel: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  unsent_logged_at: Date | null;
  due_now: boolean;
}

async function queue(channel: OutboxChannel, recipient: string, body: string, subject: string | null = null) {
  const [id] = await enqueue(t.db.db, [{ clubId, channel, recipient, subject, body }]);
  return id;
}
const outbox = () =>
  t.db.query<Row>(`SELECT id, channel, status, attempts, last_error, sent_at, unsent_logged_at, next_attempt_at <= now() AS due_now
                   FROM notification_outbox ORDER BY id`);

function captureLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: object, msg: string) => lines.push({ level, obj: obj as Record<string, unknown>, msg });
  const log: OutboxLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

const dispatcher = (transports: Transports, extra: Partial<ConstructorParameters<typeof OutboxDispatcher>[0]> = {}) => {
  const { log, lines } = captureLog();
  return { d: new OutboxDispatcher({ db: t.db.db, log, transports, ...extra }), lines };
};

describe('notification outbox dispatcher', () => {
  it('sends email through an injected nodemailer transport and marks the rows sent', async () => {
    const mailer = nodemailer.createTransport({ jsonTransport: true });
    const sendMail = vi.spyOn(mailer, 'sendMail');
    const a = await queue('email', 'priya@example.com', 'Booking #7 is confirmed', 'Booking #7 confirmed');
    const b = await queue('email', 'rahul@example.com', 'Booking #8 is confirmed', 'Booking #8 confirmed');
    const { d } = dispatcher({ email: emailTransport(mailer, 'Courtdesk <desk@example.com>') });

    expect(await d.tick()).toEqual({ sent: 2, retrying: 0, failed: 0, unsent: 0 });
    const rows = await outbox();
    expect(rows.map((r) => [r.id, r.status, r.attempts, r.last_error])).toEqual([
      [a, 'sent', 1, null],
      [b, 'sent', 1, null],
    ]);
    expect(rows.every((r) => r.sent_at instanceof Date)).toBe(true);
    const mail = JSON.parse((await sendMail.mock.results[0].value).message);
    expect(mail).toMatchObject({
      from: { address: 'desk@example.com', name: 'Courtdesk' },
      to: [{ address: 'priya@example.com' }],
      subject: 'Booking #7 confirmed',
      text: 'Booking #7 is confirmed',
    });
    // Sent rows are never sent again.
    expect(await d.tick()).toEqual({ sent: 0, retrying: 0, failed: 0, unsent: 0 });
    expect(sendMail).toHaveBeenCalledTimes(2);
  });

  it('leaves rows of channels without a transport pending and logs each once', async () => {
    const mailer = nodemailer.createTransport({ jsonTransport: true });
    const sms = await queue('sms', '+919876543210', 'Hi, booking #9 is confirmed');
    const link = await queue('payment_link', '+919876543210', 'Pay Rs. 400.00 for booking #9');
    const mail = await queue('email', 'priya@example.com', 'Booking #9 is confirmed', 'Booking #9 confirmed');
    const { d, lines } = dispatcher({ email: emailTransport(mailer, 'desk@example.com') });

    expect(await d.tick()).toEqual({ sent: 1, retrying: 0, failed: 0, unsent: 2 });
    expect(await d.tick()).toEqual({ sent: 0, retrying: 0, failed: 0, unsent: 0 });
    const rows = await outbox();
    expect(rows.map((r) => [r.id, r.status, r.attempts])).toEqual([
      [sms, 'pending', 0],
      [link, 'pending', 0],
      [mail, 'sent', 1],
    ]);
    expect(rows.find((r) => r.id === sms)!.sent_at).toBeNull();
    expect(lines).toEqual([
      {
        level: 'info',
        obj: { channel: 'sms', outboxIds: [sms] },
        msg: 'No sms transport is configured: 1 notification(s) stay pending in the outbox',
      },
      {
        level: 'info',
        obj: { channel: 'payment_link', outboxIds: [link] },
        msg: 'No payment_link transport is configured: 1 notification(s) stay pending in the outbox',
      },
    ]);
  });

  it('without any transport (no SMTP_URL) email rows stay pending too', async () => {
    const mail = await queue('email', 'priya@example.com', 'Booking #10 is confirmed', 'Booking #10 confirmed');
    const { d, lines } = dispatcher({});
    expect(await d.tick()).toEqual({ sent: 0, retrying: 0, failed: 0, unsent: 1 });
    expect(await d.tick()).toMatchObject({ unsent: 0 });
    const [row] = await outbox();
    expect(row).toMatchObject({ id: mail, status: 'pending', attempts: 0, sent_at: null });
    expect(lines.map((l) => l.msg)).toEqual(['No email transport is configured: 1 notification(s) stay pending in the outbox']);
  });

  it('retries a failing send with backoff, then marks the row failed with the error', async () => {
    const id = await queue('email', 'nobody@example.com', 'x', 'y');
    const broken = vi.fn(async () => {
      throw new Error('550 mailbox unavailable');
    });
    // Backoff: after the first failure the row is not due for a minute.
    const slow = dispatcher({ email: broken }, { retryDelaysSeconds: [60] }).d;
    expect(await slow.tick()).toEqual({ sent: 0, retrying: 1, failed: 0, unsent: 0 });
    expect(await slow.tick()).toEqual({ sent: 0, retrying: 0, failed: 0, unsent: 0 });
    expect(broken).toHaveBeenCalledTimes(1);
    let [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: '550 mailbox unavailable', due_now: false, sent_at: null });

    // No wait between tries: the third try is the last one allowed.
    await t.db.query(`UPDATE notification_outbox SET next_attempt_at = now() WHERE id = $1`, [id]);
    const { d, lines } = dispatcher({ email: broken }, { retryDelaysSeconds: [0], maxAttempts: 3 });
    expect(await d.tick()).toMatchObject({ retrying: 1 });
    expect(await d.tick()).toMatchObject({ failed: 1 });
    expect(await d.tick()).toEqual({ sent: 0, retrying: 0, failed: 0, unsent: 0 });
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: '550 mailbox unavailable', sent_at: null });
    expect(broken).toHaveBeenCalledTimes(3);
    expect(lines.at(-1)).toMatchObject({ level: 'error', msg: 'notification failed for good', obj: { outboxId: id, attempts: 3 } });
  });

  it('skips a row another process holds until its lease runs out', async () => {
    const id = await queue('email', 'priya@example.com', 'held', 'held');
    const send = vi.fn(async () => {});
    await t.db.query(`UPDATE notification_outbox SET locked_until = now() + interval '1 minute', attempts = 1 WHERE id = $1`, [id]);
    const { d } = dispatcher({ email: send });
    expect(await d.tick()).toMatchObject({ sent: 0 });
    await t.db.query(`UPDATE notification_outbox SET locked_until = now() - interval '1 second' WHERE id = $1`, [id]);
    expect(await d.tick()).toMatchObject({ sent: 1 });
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each row once when several dispatchers tick at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => queue('email', `p${i}@example.com`, `m${i}`, `s${i}`)));
    const seen: number[] = [];
    const send = async (m: { id: number }) => {
      seen.push(m.id);
    };
    const dispatchers = Array.from({ length: 4 }, () => dispatcher({ email: send }, { batchSize: 10 }).d);
    for (let round = 0; round < 3; round++) await Promise.all(dispatchers.map((d) => d.tick()));
    expect([...seen].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect((await outbox()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('start() ticks on its own and stop() waits for the tick in progress', async () => {
    await queue('email', 'priya@example.com', 'timer', 'timer');
    const send = vi.fn(async () => {});
    const { d, lines } = dispatcher({ email: send });
    d.start(20);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    await d.stop();
    expect(lines[0]).toMatchObject({
      msg: 'notification outbox dispatcher started',
      obj: { transports: ['email'], without: ['sms', 'payment_link'] },
    });
    await vi.waitFor(async () => expect((await outbox())[0].status).toBe('sent'));
  });
});

describe('transports from the environment', () => {
  it('has email only with SMTP_URL, and refuses SMTP_URL without SMTP_FROM', () => {
    expect(transportsFromEnv({})).toEqual({});
    expect(Object.keys(transportsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_FROM: 'desk@example.com' }))).toEqual(['email']);
    expect(() => transportsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/SMTP_FROM/);
  });
});
