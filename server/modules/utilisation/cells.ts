import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
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
 * `booked` from the court's own booking occupancy (a group place counts count / capacity);
 * `blocked` from its own block occupancy. Holds and brother locks count for neither (ADR 0035).
 * Each occupancy row is cut at hour boundaries, so a 90-minute booking lands in two hours and a
 * booking past midnight in the next day. Cells of hours when no court is open are left out.
 */
export async function utilisationCells(q: Queryable, clubId: number, activityIds: number[], start: string, end: string): Promise<UtilisationCell[]> {
  if (activityIds.length === 0) return [];
  const acts = sql`${`{${activityIds.join(',')}}`}::int[]`;
  return rows<UtilisationCell>(
    q,
    sql`WITH cs AS (
          SELECT c.id, a.max_slot_count AS cap,
                 (extract(epoch FROM c.open_time) / 60)::int AS o,
                 CASE WHEN c.close_time = time '00:00' THEN 1440 ELSE (extract(epoch FROM c.close_time) / 60)::int END AS cl
          FROM courts c JOIN activities a ON a.id = c.activity_id AND a.club_id = c.club_id
          WHERE c.club_id = ${clubId} AND c.activity_id = ANY(${acts})
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
        occ AS (
          SELECT o.kind, lower(o.during) AS s, upper(o.during) AS e,
                 CASE WHEN o.exclusive THEN 1.0 ELSE o.count::float8 / cs.cap END AS w
          FROM occupancy o JOIN cs ON cs.id = o.court_id
          WHERE o.club_id = ${clubId} AND o.activity_id = ANY(${acts})
            AND o.kind IN ('booking', 'block') AND NOT o.via_brother
            AND lower(o.during) >= ${start}::date - 1 AND lower(o.during) < ${end}::date + 1
        ),
        parts AS (
          SELECT occ.kind, occ.w, hs,
                 extract(epoch FROM LEAST(occ.e, hs + interval '1 hour') - GREATEST(occ.s, hs)) / 60 AS mins
          FROM occ CROSS JOIN LATERAL generate_series(date_trunc('hour', occ.s), occ.e - interval '1 microsecond', interval '1 hour') hs
          WHERE hs >= ${start}::date AND hs < ${end}::date + 1
        ),
        busy AS (
          SELECT (extract(isodow FROM hs)::int - 1) AS dow, extract(hour FROM hs)::int AS hour,
                 SUM(CASE WHEN kind = 'booking' THEN mins * w ELSE 0 END)::float8 AS booked,
                 SUM(CASE WHEN kind = 'block' THEN mins ELSE 0 END)::float8 AS blocked
          FROM parts GROUP BY 1, 2
        )
        SELECT oc.dow, oc.hour, oc.open, COALESCE(b.booked, 0)::float8 AS booked, COALESCE(b.blocked, 0)::float8 AS blocked
        FROM open_cells oc LEFT JOIN busy b ON b.dow = oc.dow AND b.hour = oc.hour
        WHERE oc.open > 0
        ORDER BY oc.dow, oc.hour`,
  );
}
