import { sql, type SQL } from 'drizzle-orm';

/** What every report query needs: the club, its time zone and the local days asked for. */
export interface ReportScope {
  clubId: number;
  timeZone: string;
  startDate: string;
  endDate: string;
}

/**
 * `column` (timestamptz) inside the club-local days start..end, both included. Written as two
 * instants so the (club_id, created_at) indexes serve it.
 */
export function inPeriod(column: SQL, s: ReportScope): SQL {
  return sql`${column} >= (${s.startDate}::date::timestamp AT TIME ZONE ${s.timeZone})
         AND ${column} < ((${s.endDate}::date + 1)::timestamp AT TIME ZONE ${s.timeZone})`;
}

/** Club-local "YYYY-MM-DD HH:mm:ss" of a timestamptz column. */
export function localStamp(column: SQL, timeZone: string): SQL {
  return sql`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
}
