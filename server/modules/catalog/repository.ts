import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import type { Activity, Court } from '../../../contract/catalog';

export async function listActivities(db: Queryable, clubId: number): Promise<Activity[]> {
  return rows<Activity>(
    db,
    sql`SELECT id AS "activityId", name AS "activityName", type::int AS "activityType", max_slot_count AS "maxSlotCount"
        FROM activities WHERE club_id = ${clubId}
        ORDER BY position, id`,
  );
}

export async function findActivity(db: Queryable, clubId: number, activityId: number): Promise<{ id: number } | null> {
  return (await firstRow<{ id: number }>(db, sql`SELECT id FROM activities WHERE club_id = ${clubId} AND id = ${activityId}`)) ?? null;
}

/** Courts of one activity of the club, in display order. */
export async function listCourts(db: Queryable, clubId: number, activityId: number): Promise<Court[]> {
  return rows<Court>(
    db,
    sql`SELECT id AS "courtId", name AS "courtName", open_time AS "openTime", close_time AS "closeTime",
               brothers AS "courtBrothers", info AS "courtInfo", position AS "courtOffset",
               price_class_id AS "courtPriceClass", people_per_court AS "peoplePerCourt",
               slot_duration_minutes AS "slotDuration"
        FROM courts WHERE club_id = ${clubId} AND activity_id = ${activityId}
        ORDER BY position, id`,
  );
}
