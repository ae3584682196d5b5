import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setup, type Client } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { queueRenewalReminders, RENEWAL_REMINDERS_JOB } from '../../server/jobs/renewal-reminders';
import { startJobs } from '../../server/jobs/boss';
import { updateClubSettings } from '../../server/modules/club-settings/service';
import { todayIn } from '../../server/core/local-time';

let t: TestApp;
let admin: Client;
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  ({ t, admin } = await setup());
});
afterAll(async () => {
  await t?.close();
});

const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
const reminders = () =>
  query<{ recipient: string; body: string }>(
    sql`SELECT recipient, body FROM notification_outbox WHERE body LIKE '%renews on%' ORDER BY id`,
  );

async function subscribed(mobile: string, period: number) {
  const pkg = (await admin.post('/api/membership/package/create', { packageName: `P${period}`, price: 100, type: 1, period })).json()
    .packageId;
  const memberId = (await admin.post('/api/member/registration', { name: `Renew ${mobile}`, mobile, toDate: 'max' })).json().memberId;
  const r = (
    await admin.post('/api/membership/subscription', { packageData: { packageId: pkg }, ticketCount: 1, memberId, startDate: today })
  ).json();
  expect(r.requestStatus).toBe(1);
  return r.subscriptionId as number;
}

describe('renewal reminders', () => {
  it('queues one reminder per member per renewal, even when run twice', async () => {
    await subscribed('9030000001', 5); // renews in 5 days: inside the default 7
    await subscribed('9030000002', 20); // renews in 20 days: not yet
    expect(await queueRenewalReminders(t.db.db)).toBe(1);
    expect(await queueRenewalReminders(t.db.db)).toBe(0);
    const list = await reminders();
    expect(list).toHaveLength(1);
    expect(list[0].recipient).toBe('+919030000001');
    expect(list[0].body).toContain('P5 membership renews on');
  });

  it('follows the club setting for how many days ahead', async () => {
    const [club] = await query<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
    await t.db.db.transaction((tx) => updateClubSettings(tx, club.id, { renewalReminderDays: 30 }, { userId: null, name: 'system' }));
    expect(await queueRenewalReminders(t.db.db)).toBe(1);
    expect(await reminders()).toHaveLength(2);
  });

  it('runs as a pg-boss job on the same database', async () => {
    await subscribed('9030000003', 3);
    const jobs = await startJobs(t.db, t.app.log, { pollSeconds: 0.5 });
    try {
      const id = await jobs.boss.send(RENEWAL_REMINDERS_JOB, {});
      for (let i = 0; i < 60; i++) {
        const job = await jobs.boss.getJobById(RENEWAL_REMINDERS_JOB, id!);
        if (job?.state === 'completed') break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect((await jobs.boss.getJobById(RENEWAL_REMINDERS_JOB, id!))?.state).toBe('completed');
    } finally {
      await jobs.stop();
    }
    expect(await reminders()).toHaveLength(3);
  }, 60_000);
});
