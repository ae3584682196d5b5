import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/client';
import { runWaitlistTurn } from '../modules/waitlist/turn';

export const WAITLIST_JOB = 'waitlist-offers';

/**
 * Waitlist offers through pg-boss (ADR 0080), as the webhook pump (server/jobs/webhooks.ts): the
 * job re-queues itself `everySeconds` after each run, the 'short' policy keeps one queued across
 * every process, and a cron line each minute restarts the chain should a process die mid-run.
 * Everything it needs (the cursor, the entries, the offers) lives in the database.
 */
export async function startWaitlistJob(boss: PgBoss, handle: DbHandle, log: FastifyBaseLogger, everySeconds: number): Promise<void> {
  const next = () => boss.send(WAITLIST_JOB, {}, { startAfter: everySeconds, expireInSeconds: 300, retryLimit: 0 });
  await boss.createQueue(WAITLIST_JOB, { name: WAITLIST_JOB, policy: 'short' });
  await boss.work(WAITLIST_JOB, { pollingIntervalSeconds: Math.max(0.5, everySeconds / 2) }, async () => {
    try {
      const result = await runWaitlistTurn(handle.db);
      if (result.offered) log.info({ job: WAITLIST_JOB, ...result }, 'waitlist offers');
    } catch (err) {
      log.error({ err, job: WAITLIST_JOB }, 'waitlist turn failed');
    } finally {
      await next();
    }
  });
  await boss.schedule(WAITLIST_JOB, '* * * * *');
  await next();
}
