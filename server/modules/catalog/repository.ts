import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { activities, courts } from '../../db/schema/catalog';
import type { Activity, Court } from '../../../contract/catalog';

export async function listActivities(db: Queryable, clubId: number): Promise<Activity[]> {
  return db
    .select({
      activityId: activities.id,
      activityName: activities.name,
      activityType: activities.type,
      maxSlotCount: activities.maxSlotCount,
    })
    .from(activities)
    .where(eq(activities.clubId, clubId))
    .orderBy(asc(activities.position), asc(activities.id));
}

export async function findActivity(db: Queryable, clubId: number, activityId: number) {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.clubId, clubId), eq(activities.id, activityId)));
  return row ?? null;
}

/** Courts of one activity of the club, in display order. */
export async function listCourts(db: Queryable, clubId: number, activityId: number): Promise<Court[]> {
  const rows = await db
    .select()
    .from(courts)
    .where(and(eq(courts.clubId, clubId), eq(courts.activityId, activityId)))
    .orderBy(asc(courts.position), asc(courts.id));
  return rows.map((c) => ({
    courtId: c.id,
    courtName: c.name,
    openTime: c.openTime,
    closeTime: c.closeTime,
    courtBrothers: c.brothers,
    courtInfo: c.info,
    courtOffset: c.position,
    courtPriceClass: c.priceClassId,
    peoplePerCourt: c.peoplePerCourt,
    slotDuration: c.slotDurationMinutes,
  }));
}
