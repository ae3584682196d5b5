import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { enqueue } from '../../server/ledger/outbox';
import { queueRenewalReminders } from '../../server/jobs/renewal-reminders';
import { SUPPORT_INBOX } from '../../server/modules/support/inbox';
import { todayIn } from '../../server/core/local-time';
import { BookingActionMessages as M } from '../../contract/booking-actions';
import { PackageMessages } from '../../contract/packages';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { bookOne, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

// The outbox has one writer (server/ledger/outbox.ts, issue 25). These pin the rows it writes,
// and the rows of the writers that had their own INSERT before, so the move changed none.

let t: TestApp;
let admin: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
let clubId: number;
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  q = sqlOf(t);
  [{ id: clubId }] = await q<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
});
afterAll(async () => {
  await t?.close();
});

interface OutboxRow {
  id: number;
  club_id: number | null;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  booking_id: number | null;
  checkin_code: string | null;
}
const columns = sql`id, club_id, channel, recipient, subject, body, booking_id, checkin_code`;
const outboxWhere = (where: ReturnType<typeof sql>) =>
  q<OutboxRow>(sql`SELECT ${columns} FROM notification_outbox WHERE ${where} ORDER BY id`);
const newest = async () => (await q<{ id: number }>(sql`SELECT COALESCE(max(id), 0) AS id FROM notification_outbox`))[0].id;

describe('enqueue', () => {
  it('writes each entry as a pending row, in one go, and returns the ids in the order given', async () => {
    const ids = await t.db.db.transaction((tx) =>
      enqueue(tx, [
        { clubId, channel: 'sms', recipient: '+919000000001', body: 'Confirmed', bookingId: 7, checkinCode: 'AB12' },
        { clubId, channel: 'email', recipient: 'a@example.com', subject: 'Hello', body: 'Mail' },
        { clubId: null, channel: 'payment_link', recipient: '+919000000002', body: 'Pay 10.00' },
      ]),
    );
    expect(ids).toHaveLength(3);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(
      await outboxWhere(
        sql`id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    ).toEqual([
      {
        id: ids[0],
        club_id: clubId,
        channel: 'sms',
        recipient: '+919000000001',
        subject: null,
        body: 'Confirmed',
        booking_id: 7,
        checkin_code: 'AB12',
      },
      {
        id: ids[1],
        club_id: clubId,
        channel: 'email',
        recipient: 'a@example.com',
        subject: 'Hello',
        body: 'Mail',
        booking_id: null,
        checkin_code: null,
      },
      {
        id: ids[2],
        club_id: null,
        channel: 'payment_link',
        recipient: '+919000000002',
        subject: null,
        body: 'Pay 10.00',
        booking_id: null,
        checkin_code: null,
      },
    ]);
    // Queued, never sent: the dispatcher picks them up now.
    const delivery = await q(sql`SELECT DISTINCT status, attempts, last_error, sent_at, locked_until, next_attempt_at <= now() AS due
                                 FROM notification_outbox WHERE id >= ${ids[0]} AND id <= ${ids[2]}`);
    expect(delivery).toEqual([{ status: 'pending', attempts: 0, last_error: null, sent_at: null, locked_until: null, due: true }]);
  });

  it('writes nothing for no entries, and nothing when the caller rolls back', async () => {
    const before = await newest();
    expect(await enqueue(t.db.db, [])).toEqual([]);
    await expect(
      t.db.db.transaction(async (tx) => {
        await enqueue(tx, [{ clubId, channel: 'sms', recipient: '+919000000003', body: 'Rolled back' }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await newest()).toBe(before);
  });
});

describe('the rows each writer queues', () => {
  it('membership confirmation SMS', async () => {
    const pkg = (
      await admin.post('/api/membership/package/create', { packageName: 'Outbox Swim', price: 3000, type: 1, period: 30 })
    ).json().packageId;
    const memberId = (await admin.post('/api/member/registration', { name: 'Outbox Member', mobile: '9040000001', toDate: 'max' })).json()
      .memberId;
    const before = await newest();
    const r = (
      await admin.post('/api/membership/subscription', {
        packageData: { packageId: pkg },
        ticketCount: 1,
        memberId,
        startDate: today,
        discount: 500,
        advance: 1000,
        transactionData: { mode: 1 },
        sendSMS: true,
      })
    ).json();
    expect(r).toMatchObject({ requestStatus: 1, message: PackageMessages.subscribed });
    const [{ renewalDate }] = await q<{ renewalDate: string }>(
      sql`SELECT renewal_date::text AS "renewalDate" FROM member_subscriptions WHERE id = ${r.subscriptionId}`,
    );
    expect(await outboxWhere(sql`id > ${before}`)).toEqual([
      {
        id: expect.any(Number),
        club_id: clubId,
        channel: 'sms',
        recipient: '+919040000001',
        subject: null,
        booking_id: null,
        checkin_code: null,
        body: `Courtdesk Demo Arena: Outbox Member, your Outbox Swim membership is confirmed from ${today} to ${renewalDate}. Net price 2500.00, paid 1000.00.`,
      },
    ]);
  });

  it('public Get in touch: a mail to support, of no club before signing in', async () => {
    const before = await newest();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/get-in-touch',
      payload: { name: 'Outbox Owner', phone: '+91 98450 99999', message: 'Two courts' },
    });
    expect(res.json().requestStatus).toBe(1);
    expect(await outboxWhere(sql`id > ${before}`)).toEqual([
      {
        id: expect.any(Number),
        club_id: null,
        channel: 'email',
        recipient: SUPPORT_INBOX,
        subject: 'Get in touch: Outbox Owner',
        booking_id: null,
        checkin_code: null,
        body: ['Name: Outbox Owner', 'Phone: +91 98450 99999', 'Email: -', 'Venue: -', 'Not signed in', '', 'Two courts'].join('\n'),
      },
    ]);
  });

  it('booking Get in Touch: a call-back SMS to the customer about the booking', async () => {
    const id = await bookOne(admin, ids, { date: plainMonday(43), time: '07:00:00' });
    await q(sql`UPDATE bookings SET is_marketplace = true WHERE id = ${id}`);
    const before = await newest();
    expect((await admin.post('/api/booking/get-in-touch', { bookingId: id, venueMobile: '9000011111' })).json()).toEqual({
      requestStatus: 1,
      message: M.callback,
    });
    expect(await outboxWhere(sql`id > ${before}`)).toEqual([
      {
        id: expect.any(Number),
        club_id: clubId,
        channel: 'sms',
        recipient: '+919123456780',
        subject: null,
        booking_id: id,
        checkin_code: null,
        body: `Call-back request: Courtdesk Demo Arena (+919000011111) about booking #${id}.`,
      },
    ]);
  });

  it('renewal reminder: the SMS, and the reminder row names it', async () => {
    const pkg = (await admin.post('/api/membership/package/create', { packageName: 'Outbox Five', price: 100, type: 1, period: 5 })).json()
      .packageId;
    const memberId = (await admin.post('/api/member/registration', { name: 'Outbox Renewer', mobile: '9040000002', toDate: 'max' })).json()
      .memberId;
    const sub = (
      await admin.post('/api/membership/subscription', { packageData: { packageId: pkg }, ticketCount: 1, memberId, startDate: today })
    ).json().subscriptionId;
    const before = await newest();
    expect(await queueRenewalReminders(t.db.db)).toBeGreaterThanOrEqual(1);
    const [mine] = await outboxWhere(sql`id > ${before} AND recipient = '+919040000002'`);
    const [{ renewalDate, outboxId }] = await q<{ renewalDate: string; outboxId: number }>(
      sql`SELECT renewal_date::text AS "renewalDate", outbox_id AS "outboxId" FROM renewal_reminders WHERE subscription_id = ${sub}`,
    );
    expect(mine).toEqual({
      id: outboxId,
      club_id: clubId,
      channel: 'sms',
      recipient: '+919040000002',
      subject: null,
      booking_id: null,
      checkin_code: null,
      body: `Courtdesk Demo Arena: Outbox Renewer, your Outbox Five membership renews on ${renewalDate}. Please visit the desk to renew.`,
    });
  });
});
