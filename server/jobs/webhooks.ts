import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/client';
import { runWebhookPump } from '../modules/webhooks/pump';

export const WEBHOOKS_JOB = 'webhooks-pump';

/**
 * Webhook deliveries through pg-boss (ADR 0073). The pump job re-queues itself `everySeconds`
 * after each run; the 'short' policy keeps at most one queued across every process, and a cron
 * line each minute restarts the chain should a process die mid-run. What must survive a crash
 * (the cursor, the deliveries and their attempts) lives in the database, not in the job.
 */
export async function startWebhookPump(boss: PgBoss, handle: DbHandle, log: FastifyBaseLogger, everySeconds: number): Promise<void> {
  const next = () => boss.send(WEBHOOKS_JOB, {}, { startAfter: everySeconds, expireInSeconds: 300, retryLimit: 0 });
  await boss.createQueue(WEBHOOKS_JOB, { name: WEBHOOKS_JOB, policy: 'short' });
  await boss.work(WEBHOOKS_JOB, { pollingIntervalSeconds: Math.max(0.5, everySeconds / 2) }, async () => {
    try {
      const result = await runWebhookPump(handle.db);
      if (result.queued || result.sent) log.info({ job: WEBHOOKS_JOB, ...result }, 'webhooks');
    } finally {
      await next();
    }
  });
  await boss.schedule(WEBHOOKS_JOB, '* * * * *');
  await next();
}
