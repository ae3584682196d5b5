import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addDays } from '../../core/local-time';
import { refreshHours } from './hours-cache';
import { rows } from '../../db/rows';

/** One weekday × hour cell of a date range, in court-minutes (ADR 0035). */
export interface UtilisationCell {
  /** 0–6 = Monday–Sunday (DESIGN wire day numbers). */
  dow: number;
  /** Hour of the day, 0–23, club wall time. */
  hour: number;
  open: number;
  booked: number;
  blocked: number;
}

/**
 * Court-minutes per weekday and hour over [start, end] (club wall time, as occupancy stores it):
 * `open` from each court's opening hours times the number of such weekdays in the range;
 * `booked` and `blocked` from utilisation_hours, the per-hour sums of the courts' own booking
 * and block occupancy (a group place counts count / capacity), brought up to date first for
 * the days that changed (hours-cache.ts). Holds and brother locks count for neither (ADR 0035).
 * A booking past midnight lands in the next day's hours. Hours when no court is open are left out.
 */
export async function utilisationCells(
  db: Db,
  clubId: number,
  activityIds: number[],
  start: string,
  end: string,
): Promise<UtilisationCell[]> {
  if (activityIds.length === 0) return [];
  // Rows that start the evening before may reach past midnight into the range.
  const from = addDays(start, -1);
  await db.transaction(async (tx) => {
    for (const id of activityIds) await refreshHours(tx, clubId, id, from, end);
  });
  const acts = sql`${`{${activityIds.join(',')}}`}::int[]`;
  return rows<UtilisationCell>(
    db,
    sql`WITH cs AS (
          SELECT (extract(epoch FROM c.open_time) / 60)::int AS o,
                 CASE WHEN c.close_time = time '00:00' THEN 1440 ELSE (extract(epoch FROM c.close_time) / 60)::int END AS cl
          FROM courts c WHERE c.club_id = ${clubId} AND c.activity_id = ANY(${acts})
        ),
        dows AS (
          SELECT (extract(isodow FROM g.d::date)::int - 1) AS dow, count(*)::int AS n
          FROM generate_series(${start}::date, ${end}::date, interval '1 day') g(d) GROUP BY 1
        ),
        open_cells AS (
          SELECT w.dow, h.h AS hour, SUM(w.n * GREATEST(0, LEAST(cs.cl, h.h * 60 + 60) - GREATEST(cs.o, h.h * 60)))::float8 AS open
          FROM dows w CROSS JOIN generate_series(0, 23) h(h) CROSS JOIN cs
          GROUP BY 1, 2
        ),
        busy AS (
          SELECT (extract(isodow FROM u.hour_start)::int - 1) AS dow, extract(hour FROM u.hour_start)::int AS hour,
                 SUM(u.booked)::float8 AS booked, SUM(u.blocked)::float8 AS blocked
          FROM utilisation_hours u
          WHERE u.club_id = ${clubId} AND u.activity_id = ANY(${acts}) AND u.source_date >= ${from}::date AND u.source_date <= ${end}::date
            AND u.hour_start >= ${start}::date AND u.hour_start < ${end}::date + 1
          GROUP BY 1, 2
        )
        SELECT oc.dow, oc.hour, oc.open, COALESCE(b.booked, 0)::float8 AS booked, COALESCE(b.blocked, 0)::float8 AS blocked
        FROM open_cells oc LEFT JOIN busy b ON b.dow = oc.dow AND b.hour = oc.hour
        WHERE oc.open > 0
        ORDER BY oc.dow, oc.hour`,
  );
}
