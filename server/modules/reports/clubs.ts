import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { Feature } from '../../../contract/features';

export interface ReportClub {
  clubId: number;
  clubName: string;
  timeZone: string;
}

/**
 * The clubs where a user may read reports: admin there, or a Reports (16) permission row with
 * read or write. The same rule the auth plugin applies to the session's own club, applied to
 * every club the user belongs to, so a report never carries a club the person could not open.
 */
export async function reportClubs(q: Queryable, userId: number): Promise<ReportClub[]> {
  return rows<ReportClub>(
    q,
    sql`SELECT c.id AS "clubId", c.name AS "clubName", c.time_zone AS "timeZone"
          FROM club_users cu JOIN clubs c ON c.id = cu.club_id
         WHERE cu.user_id = ${userId}
           AND (cu.role = 'admin' OR EXISTS (SELECT 1 FROM user_permissions p
                 WHERE p.club_id = cu.club_id AND p.user_id = cu.user_id AND p.feature_id = ${Feature.reports} AND (p.can_read OR p.can_write)))
         ORDER BY c.id`,
  );
}

/** The requested clubs the user may read, in the requested order; the others are left out. */
export async function permittedClubs(q: Queryable, userId: number, requested: readonly number[]): Promise<ReportClub[]> {
  const mine = new Map((await reportClubs(q, userId)).map((c) => [c.clubId, c]));
  const seen = new Set<number>();
  const out: ReportClub[] = [];
  for (const id of requested) {
    const club = mine.get(id);
    if (club && !seen.has(id)) out.push(club);
    seen.add(id);
  }
  return out;
}
