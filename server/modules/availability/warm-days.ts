import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/rows';
import { todayIn } from '../../core/local-time';
import { loadDayFrame } from './day-frame';
import { freshDaysOf } from './fresh-days';

/** What a start spends on warming, at most: the desks' own reads come first after that. */
export const WARM_BUDGET_MS = 3_000;
export const WARM_MAX_DAYS = 24;
/** No desk's session: a hold reads 'Booking in Progress', as for any other terminal. */
const NO_VIEWER = 0;

export interface WarmedDays {
  days: number;
  ms: number;
}

/**
 * Reads today's calendar of the widest activities once, right after the server starts (ADR 0091),
 * through the same cache and rendering a desk's read goes through. A process just started runs
 * every path for the first time: V8 compiles the JavaScript, PGlite compiles its WebAssembly on a
 * function's first call, PostgreSQL fills its catalogue caches; the first desk to open a
 * calendar after a restart used to pay for all of it (97–110 ms against 35 ms for the next day).
 * Widest first, because they run the most code; bounded, so a server of many clubs starts
 * serving on time. A failure is logged and forgotten: warming is never needed for correctness.
 */
export async function warmDays(app: FastifyInstance, opts: { budgetMs?: number; maxDays?: number; now?: Date } = {}): Promise<WarmedDays> {
  const { budgetMs = WARM_BUDGET_MS, maxDays = WARM_MAX_DAYS, now = new Date() } = opts;
  const started = performance.now();
  const days = freshDaysOf(app);
  const activities = await rows<{ clubId: number; activityId: number; timeZone: string }>(
    app.db,
    sql`SELECT a.club_id AS "clubId", a.id AS "activityId", c.time_zone AS "timeZone"
          FROM activities a JOIN clubs c ON c.id = a.club_id
          JOIN LATERAL (SELECT count(*) AS courts FROM courts WHERE club_id = a.club_id AND activity_id = a.id) n ON true
         WHERE n.courts > 0
         ORDER BY n.courts DESC, a.id
         LIMIT ${maxDays}`,
  );
  let warmed = 0;
  for (const { clubId, activityId, timeZone } of activities) {
    if (performance.now() - started > budgetMs) break;
    const date = todayIn(timeZone, now);
    const day = await days.day(clubId, activityId, date, NO_VIEWER, () => loadDayFrame(app.db, clubId, activityId, date));
    // Desks ask for brotli: its first compression is part of a first reply too.
    day?.bytes.as('br');
    warmed++;
  }
  return { days: warmed, ms: performance.now() - started };
}
