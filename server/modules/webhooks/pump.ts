import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/rows';
import type { Db } from '../../db/client';
import { queueFromChangeLog } from './events-from-log';
import { queueFromMembers } from './events-from-members';
import { sendDue, type SendOptions } from './sender';

/**
 * One turn of webhook work: queue what change_log and the members clock show, then send what is due, batch after
 * batch until nothing is due or `maxBatches` ran. Runs as a pg-boss job (server/jobs/webhooks.ts),
 * never in a request: a slow or dead receiver never slows a desk.
 */
export async function runWebhookPump(db: Db, opts: SendOptions & { maxBatches?: number } = {}): Promise<{ queued: number; sent: number }> {
  const queued = (await queueFromChangeLog(db)) + (await queueFromMembers(db));
  // What is due when the turn starts: a retry scheduled during the turn waits for a later one.
  const start = await firstRow<{ at: string }>(db, sql`SELECT now()::text AS at`);
  let sent = 0;
  for (let i = 0; i < (opts.maxBatches ?? 10); i++) {
    const n = await sendDue(db, { ...opts, dueBy: start!.at });
    sent += n;
    if (n === 0) break;
  }
  return { queued, sent };
}
