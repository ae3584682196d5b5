import { sql } from 'drizzle-orm';
import { CLOSES_PAGE_SIZE, type CashCloseRow } from '../../../contract/cash-close';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { CLOSE_COLUMNS, closeRowOf } from './service';

export interface CloseFilter {
  fromDate: string;
  toDate: string;
  userId?: number;
  page: number;
}

/** Every close of the club closed on [fromDate, toDate] (club dates), newest first, one page. */
export async function listCloses(q: Queryable, clubId: number, timeZone: string, f: CloseFilter) {
  const where = sql`club_id = ${clubId}
    AND closed_at >= ((${f.fromDate}::date)::timestamp AT TIME ZONE ${timeZone})
    AND closed_at < ((${f.toDate}::date + 1)::timestamp AT TIME ZONE ${timeZone})
    ${f.userId ? sql`AND user_id = ${f.userId}` : sql``}`;
  const [page, count, handlers] = await Promise.all([
    rows<CashCloseRow>(
      q,
      sql`SELECT ${CLOSE_COLUMNS} FROM cash_closes WHERE ${where} ORDER BY closed_at DESC, id DESC
      LIMIT ${CLOSES_PAGE_SIZE} OFFSET ${(f.page - 1) * CLOSES_PAGE_SIZE}`,
    ),
    firstRow<{ n: number }>(q, sql`SELECT count(*)::int AS n FROM cash_closes WHERE ${where}`),
    // Everyone who ever closed in this club, for the person filter.
    rows<{ userId: number; handler: string }>(
      q,
      sql`SELECT DISTINCT ON (user_id) user_id AS "userId", handler FROM cash_closes WHERE club_id = ${clubId} ORDER BY user_id, closed_at DESC`,
    ),
  ]);
  return { closes: page.map(closeRowOf), total: count?.n ?? 0, handlers };
}
