import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { courtColumns, type CourtRow } from '../../core/club-context';
import { lockCourtTime } from '../../ledger/occupancy';
import { wallTimestamp } from '../../core/local-time';
import type { SlotWindow } from '../../core/court-slots';

/** A court of the waitlist's activity with its brothers in both directions (as brothersOf). */
export interface DayCourt extends CourtRow {
  allBrothers: number[];
}

/** The activity's courts in calendar order, each with its brothers both ways: one query. */
export async function dayCourts(q: Queryable, clubId: number, activityId: number): Promise<DayCourt[]> {
  return rows<DayCourt>(
    q,
    sql`SELECT ${courtColumns},
               ARRAY(SELECT b FROM unnest(c.brothers) AS b WHERE b <> c.id
                     UNION SELECT x.id FROM courts x WHERE x.club_id = c.club_id AND c.id = ANY(x.brothers) AND x.id <> c.id) AS "allBrothers"
        FROM courts c WHERE c.club_id = ${clubId} AND c.activity_id = ${activityId} ORDER BY position, id`,
  );
}

/**
 * Takes the court-time locks of every court of the activity on the day (the one lock order of
 * ADR 0059, through lockCourtTime), which also clears the dead holds under them. Every waitlist
 * write of a day takes them first, then the day's entry rows: offers, removals and conversions
 * of one day queue behind each other and behind any desk writing that court time.
 */
export async function lockWaitlistDay(q: Queryable, courts: DayCourt[], date: string): Promise<void> {
  await lockCourtTime(
    q,
    courts.map((c) => ({ courtId: c.id, brothers: c.allBrothers, date })),
  );
}

/**
 * Whether live court time covers a court's slot: a booking, a block, a hold that has not run out,
 * on the court itself or through a brother (the rows shown on that court). What the calendar
 * reads as anything but "Book", and exactly what the exclusion constraint would refuse an offer.
 */
export async function slotTaken(q: Queryable, clubId: number, courtId: number, date: string, w: SlotWindow): Promise<boolean> {
  const [row] = await rows<{ taken: boolean }>(
    q,
    sql`SELECT EXISTS (
          SELECT 1 FROM occupancy o
          WHERE o.club_id = ${clubId} AND o.court_id = ${courtId} AND o.exclusive
            AND o.during && tsrange(${wallTimestamp(date, w.start)}::timestamp, ${wallTimestamp(date, w.end)}::timestamp)
            AND (o.kind <> 'hold' OR o.expires_at > now())) AS taken`,
  );
  return row.taken;
}

/** A stretch of live court time shown on a court (its own or through a brother), in minutes of the day. */
export interface TakenTime {
  courtId: number;
  start: number;
  end: number;
}

/**
 * The day's live exclusive court time on some courts, read in ONE statement: one snapshot. A
 * cancellation frees court time without a lock, so slot-by-slot reads during a pass could see a
 * court free for a later entry that an earlier entry was just told is taken; with one snapshot
 * every entry of a pass sees the same day, and what frees meanwhile is served by the next pass.
 */
export async function dayTakenTime(q: Queryable, clubId: number, courtIds: number[], date: string): Promise<TakenTime[]> {
  if (courtIds.length === 0) return [];
  return rows<TakenTime>(
    q,
    sql`SELECT o.court_id AS "courtId",
               floor(extract(epoch FROM lower(o.during) - ${date}::timestamp) / 60)::int AS start,
               floor(extract(epoch FROM upper(o.during) - ${date}::timestamp) / 60)::int AS "end"
        FROM occupancy o
        WHERE o.club_id = ${clubId} AND o.court_id = ANY(${`{${courtIds.join(',')}}`}::int[]) AND o.exclusive
          AND o.during && tsrange(${date}::timestamp, (${date}::date + 1)::timestamp)
          AND (o.kind <> 'hold' OR o.expires_at > now())`,
  );
}

/** Whether some taken time covers a court's slot. */
export const covers = (taken: TakenTime[], courtId: number, w: SlotWindow) =>
  taken.some((t) => t.courtId === courtId && t.start < w.end && w.start < t.end);
