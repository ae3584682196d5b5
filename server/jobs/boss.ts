import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/client';
import { RENEWAL_REMINDERS_JOB, queueRenewalReminders } from './renewal-reminders';
import { startWebhookPump } from './webhooks';
import { startWaitlistJob } from './waitlist';

/**
 * Background work (DESIGN "Background work"): pg-boss on the same database as everything else,
 * through the handle's `executeSql` (PGlite's one connection, or the PostgreSQL pool). Schedules
 * live in the database, so several API processes share them and each run happens once.
 * To add a job: a queue name, a handler, and (if periodic) a cron line in JOBS below.
 */
interface JobSpec {
  name: string;
  /** Cron in UTC; the handler itself works out each club's local day. */
  cron?: string;
  handler: (handle: DbHandle) => Promise<unknown>;
}

const JOBS: JobSpec[] = [
  // Hourly: cheap, idempotent, and a process that was down at 02:00 still sends the day's reminders.
  { name: RENEWAL_REMINDERS_JOB, cron: '5 * * * *', handler: (h) => queueRenewalReminders(h.db) },
];

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

export async function startJobs(
  handle: DbHandle,
  log: FastifyBaseLogger,
  opts: { pollSeconds?: number; webhookSeconds?: number; waitlistSeconds?: number } = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => handle.executeSql(text, values) },
    schema: 'pgboss',
    // PGlite has one connection: poll gently.
    cronMonitorIntervalSeconds: 45,
    maintenanceIntervalSeconds: 300,
    monitorStateIntervalSeconds: 300,
  });
  boss.on('error', (err) => log.error({ err }, 'background jobs error'));
  await boss.start();
  for (const job of JOBS) {
    await boss.createQueue(job.name);
    await boss.work(job.name, { pollingIntervalSeconds: opts.pollSeconds ?? 30 }, async () => {
      const result = await job.handler(handle);
      log.info({ job: job.name, result }, 'background job done');
    });
    if (job.cron) await boss.schedule(job.name, job.cron);
  }
  // Webhook deliveries: a job that re-queues itself every few seconds (server/jobs/webhooks.ts).
  await startWebhookPump(boss, handle, log, opts.webhookSeconds ?? 2);
  // Waitlist offers: freed court time offered to the first waiting customer (server/jobs/waitlist.ts).
  await startWaitlistJob(boss, handle, log, opts.waitlistSeconds ?? 2);
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
