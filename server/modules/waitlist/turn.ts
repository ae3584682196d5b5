import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { settledChangeId } from '../../ledger/change-log';
import { serveDay, type WaitlistDay } from './offer';

/** Seconds a write transaction may stay open: change_log rows above the id settled that long ago are read again (as the webhooks do). */
const OPEN_SECONDS = 30;

/**
 * One turn of the waitlist job (server/jobs/waitlist.ts): the days to serve are those with live
 * entries where court time changed since the cursor (a cancellation, a reschedule away, an
 * unblock, an expired or dropped hold: every one of them logs its day in change_log), and those
 * with an offer whose time ran out. Each day is served in its own transaction (serveDay, under
 * the day's court-time locks), so one day's trouble never holds up another's. The cursor moves
 * only up to the settled id, so a change that committed out of id order is still read.
 */
export async function runWaitlistTurn(db: Db): Promise<{ days: number; offered: number }> {
  const cursor = (await firstRow<{ changeId: number }>(db, sql`SELECT change_id::float8 AS "changeId" FROM waitlist_cursor WHERE id = 1`))!;
  const days = await rows<WaitlistDay>(
    db,
    sql`SELECT DISTINCT l.club_id AS "clubId", l.activity_id AS "activityId", l.slot_date::text AS date
        FROM change_log l
        WHERE l.id > ${cursor.changeId}
          AND EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.club_id = l.club_id AND w.activity_id = l.activity_id
                        AND w.slot_date = l.slot_date AND w.status = 'waiting')
        UNION
        SELECT DISTINCT club_id, activity_id, slot_date::text FROM waitlist_entries WHERE status = 'offered' AND offer_expires_at <= now()`,
  );
  let offered = 0;
  for (const day of days) offered += await db.transaction((tx) => serveDay(tx, day));
  const settled = await settledChangeId(db, OPEN_SECONDS);
  if (settled > cursor.changeId) await db.execute(sql`UPDATE waitlist_cursor SET change_id = greatest(change_id, ${settled}) WHERE id = 1`);
  return { days: days.length, offered };
}
