import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import type { BlockingRow } from '../../../contract/blocking';

export const PAGE_SIZE = 10;

/**
 * The blocks of one activity that still hold a slot ending after `today` starts, newest first,
 * one page of 10; slotCount is what is still blocked (the rows, not what was asked).
 */
export async function listBlocks(q: Queryable, clubId: number, activityId: number, page: number, today: string) {
  const list = await rows<BlockingRow & { found: number }>(
    q,
    sql`WITH live AS (
          SELECT o.block_id, count(*)::int AS n FROM occupancy o
          JOIN blocks b ON b.id = o.block_id AND b.club_id = ${clubId} AND b.activity_id = ${activityId}
          WHERE o.club_id = ${clubId} AND o.kind = 'block' AND NOT o.via_brother AND upper(o.during) > ${today}::timestamp
          GROUP BY o.block_id
        )
        SELECT b.id AS "blockingId", b.activity_id AS "activityId",
               (SELECT COALESCE(json_agg(json_build_object('courtId', c.id, 'courtName', c.name) ORDER BY c.position, c.id), '[]'::json)
                  FROM courts c WHERE c.club_id = ${clubId} AND c.id = ANY(b.courts)) AS courts,
               b.start_date::text AS "startDate", b.end_date::text AS "endDate", b.days::int[] AS days,
               b.start_time::text AS "startTime", b.end_time::text AS "endTime", b.full_day AS "fullDay",
               live.n AS "slotCount", b.remarks, count(*) OVER ()::int AS found
        FROM blocks b JOIN live ON live.block_id = b.id
        ORDER BY b.id DESC
        LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`,
  );
  const count = list[0]?.found ?? 0;
  const totalPages = Math.ceil(count / PAGE_SIZE);
  return {
    blockingDetails: list.map(({ found: _, ...r }) => r),
    paginationData: { page, totalPages, total: totalPages * PAGE_SIZE, count },
  };
}
