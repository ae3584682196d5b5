import type { Queryable } from '../../db/client';
import { logDaysChanged } from '../../ledger/change-log';

/**
 * change_log rows for many days of one activity in one statement, so every desk and the day
 * caches follow a pattern or block of hundreds of days.
 */
export async function logDays(q: Queryable, clubId: number, activityId: number, dates: string[], kind: string) {
  await logDaysChanged(
    q,
    clubId,
    dates.map((date) => ({ activityId, date })),
    kind,
  );
}
