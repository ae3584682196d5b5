import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';

/**
 * A change is trusted as seen only this long after the day was computed: a writer's change_log
 * row carries its transaction's start time, and a transaction that was still open while the day
 * was computed is surely committed a minute later. Until then the day is recomputed on each read.
 */
const SETTLE = sql`interval '1 minute'`;

/**
 * Brings utilisation_hours up to date for one sport over the occupancy start dates
 * [from, to] (ADR 0035): a day never computed, or with a change_log row newer than its
 * computation (minus SETTLE), is recomputed from occupancy. One refresher per sport at a time.
 */
export async function refreshHours(tx: Queryable, clubId: number, activityId: number, from: string, to: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`utilisation:${clubId}:${activityId}`}, 0))`);
  const stale = await rows<{ day: string }>(
    tx,
    sql`SELECT to_char(g.d::date, 'YYYY-MM-DD') AS day
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') g(d)
        LEFT JOIN utilisation_days u ON u.club_id = ${clubId} AND u.activity_id = ${activityId} AND u.source_date = g.d::date
        WHERE u.computed_at IS NULL OR EXISTS (
          SELECT 1 FROM change_log c WHERE c.club_id = ${clubId} AND c.activity_id = ${activityId} AND c.slot_date = g.d::date
            AND c.created_at > u.computed_at - ${SETTLE})`,
  );
  if (stale.length === 0) return;
  const days = sql`${`{${stale.map((s) => s.day).join(',')}}`}::date[]`;
  const first = stale[0].day;
  const last = stale[stale.length - 1].day;
  await tx.execute(
    sql`DELETE FROM utilisation_hours WHERE club_id = ${clubId} AND activity_id = ${activityId} AND source_date = ANY(${days})`,
  );
  // Rows of one start and end are summed first (a day has a few dozen distinct slots, not
  // hundreds of rows), then cut at hour boundaries. A group place weighs count ÷ capacity.
  await tx.execute(sql`
    INSERT INTO utilisation_hours (club_id, activity_id, source_date, hour_start, booked, blocked)
    WITH cap AS (SELECT max_slot_count::float8 AS n FROM activities WHERE club_id = ${clubId} AND id = ${activityId}),
    grouped AS (
      SELECT lower(o.during) AS s, upper(o.during) AS e,
             SUM(CASE WHEN o.kind <> 'booking' THEN 0 WHEN o.exclusive THEN 1.0 ELSE o.count / (SELECT n FROM cap) END) AS w,
             SUM(CASE WHEN o.kind = 'block' THEN 1.0 ELSE 0 END) AS b
      FROM occupancy o
      WHERE o.club_id = ${clubId} AND o.activity_id = ${activityId} AND o.kind IN ('booking', 'block') AND NOT o.via_brother
        AND lower(o.during) >= ${first}::date AND lower(o.during) < ${last}::date + 1 AND lower(o.during)::date = ANY(${days})
      GROUP BY 1, 2
    )
    SELECT ${clubId}, ${activityId}, g.s::date, hs,
           SUM(g.w * extract(epoch FROM LEAST(g.e, hs + interval '1 hour') - GREATEST(g.s, hs)) / 60)::float8,
           SUM(g.b * extract(epoch FROM LEAST(g.e, hs + interval '1 hour') - GREATEST(g.s, hs)) / 60)::float8
    FROM grouped g CROSS JOIN LATERAL generate_series(date_trunc('hour', g.s), g.e - interval '1 microsecond', interval '1 hour') hs
    GROUP BY 3, 4`);
  await tx.execute(sql`
    INSERT INTO utilisation_days (club_id, activity_id, source_date, computed_at)
    SELECT ${clubId}, ${activityId}, d, now() FROM unnest(${days}) d
    ON CONFLICT (club_id, activity_id, source_date) DO UPDATE SET computed_at = EXCLUDED.computed_at`);
}
