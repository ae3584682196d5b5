import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { arr } from '../../ledger/occupy-many';

/**
 * change_log rows for many days of one activity in one statement (recordChange's table and
 * columns), so every desk and the day caches follow a pattern or block of hundreds of days.
 */
export async function logDays(q: Queryable, clubId: number, activityId: number, dates: string[], kind: string) {
  const unique = [...new Set(dates)];
  if (unique.length === 0) return;
  await q.execute(sql`INSERT INTO change_log (club_id, activity_id, slot_date, kind)
    SELECT ${clubId}, ${activityId}, d, ${kind} FROM unnest(${arr(unique)}::date[]) AS d`);
}
