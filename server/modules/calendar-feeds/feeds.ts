import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { hashToken, newToken } from '../../lib/tokens';
import { BusinessError } from '../../core/business-error';
import { recordHistory, type Actor } from '../../ledger/history';
import { CalendarFeedMessages as M, type CalendarFeedView, type CreateCalendarFeedRequest } from '../../../contract/calendar-feeds';

const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** A feed as the list shows it, with what it covers named the way the desk names it. */
const view = sql`SELECT f.id AS "feedId", f.scope, COALESCE(f.activity_id, f.court_id) AS id,
    CASE f.scope WHEN 'club' THEN cl.name WHEN 'activity' THEN a.name ELSE ca.name || ' · ' || c.name END AS label,
    f.token_prefix AS "tokenPrefix", ${iso('f.created_at')} AS "createdAt", ${iso('f.last_used_at')} AS "lastUsedAt",
    ${iso('f.revoked_at')} AS "revokedAt"
  FROM calendar_feeds f
  JOIN clubs cl ON cl.id = f.club_id
  LEFT JOIN activities a ON a.club_id = f.club_id AND a.id = f.activity_id
  LEFT JOIN courts c ON c.club_id = f.club_id AND c.id = f.court_id
  LEFT JOIN activities ca ON ca.club_id = c.club_id AND ca.id = c.activity_id`;

export function listFeeds(q: Queryable, clubId: number): Promise<CalendarFeedView[]> {
  return rows<CalendarFeedView>(q, sql`${view} WHERE f.club_id = ${clubId} ORDER BY f.revoked_at IS NOT NULL, f.id DESC`);
}

/** Makes a feed of the session's club; the token comes back once (only its hash is kept). */
export async function createFeed(
  tx: Tx,
  clubId: number,
  input: CreateCalendarFeedRequest,
  actor: Actor,
): Promise<{ token: string; feed: CalendarFeedView }> {
  const { scope, id = null } = input;
  // The id must name an activity or court of this club: another club's id is "not found".
  if (scope === 'activity' && !(await firstRow(tx, sql`SELECT 1 FROM activities WHERE club_id = ${clubId} AND id = ${id}`))) {
    throw new BusinessError(M.activityNotFound);
  }
  if (scope === 'court' && !(await firstRow(tx, sql`SELECT 1 FROM courts WHERE club_id = ${clubId} AND id = ${id}`))) {
    throw new BusinessError(M.courtNotFound);
  }
  const token = newToken();
  const made = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO calendar_feeds (club_id, scope, activity_id, court_id, token_hash, token_prefix, created_by)
        VALUES (${clubId}, ${scope}, ${scope === 'activity' ? id : null}, ${scope === 'court' ? id : null},
                ${hashToken(token)}, ${token.slice(0, 6)}, ${actor.userId})
        RETURNING id`,
  );
  const feed = (await firstRow<CalendarFeedView>(tx, sql`${view} WHERE f.club_id = ${clubId} AND f.id = ${made!.id}`))!;
  await recordHistory(tx, {
    clubId,
    entity: 'calendar_feed',
    entityId: feed.feedId,
    action: 'create',
    actor,
    after: { scope, id, label: feed.label },
  });
  return { token, feed };
}

export async function revokeFeed(tx: Tx, clubId: number, feedId: number, actor: Actor): Promise<void> {
  const done = await rows(
    tx,
    sql`UPDATE calendar_feeds SET revoked_at = now() WHERE club_id = ${clubId} AND id = ${feedId} AND revoked_at IS NULL RETURNING id`,
  );
  if (done.length === 0) throw new BusinessError(M.notFound);
  await recordHistory(tx, { clubId, entity: 'calendar_feed', entityId: feedId, action: 'revoke', actor });
}

/** What a live feed token opens: its club (with name and zone) and scope; null for unknown or revoked. */
export interface FeedTarget {
  feedId: number;
  clubId: number;
  clubName: string;
  timeZone: string;
  scope: 'club' | 'activity' | 'court';
  activityId: number | null;
  courtId: number | null;
  label: string;
}

export async function findFeed(q: Queryable, token: string): Promise<FeedTarget | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await firstRow<FeedTarget>(
    q,
    sql`SELECT f.id AS "feedId", f.club_id AS "clubId", cl.name AS "clubName", cl.time_zone AS "timeZone", f.scope,
               f.activity_id AS "activityId", f.court_id AS "courtId",
               CASE f.scope WHEN 'club' THEN cl.name WHEN 'activity' THEN a.name ELSE ca.name || ' · ' || c.name END AS label
        FROM calendar_feeds f
        JOIN clubs cl ON cl.id = f.club_id
        LEFT JOIN activities a ON a.club_id = f.club_id AND a.id = f.activity_id
        LEFT JOIN courts c ON c.club_id = f.club_id AND c.id = f.court_id
        LEFT JOIN activities ca ON ca.club_id = c.club_id AND ca.id = c.activity_id
        WHERE f.token_hash = ${hashToken(token)} AND f.revoked_at IS NULL`,
  );
  return row ?? null;
}

/** Stamps when a feed was last read, at most once a minute (calendar apps poll; a read is not a write). */
export async function touchFeed(q: Queryable, feedId: number): Promise<void> {
  await q.execute(
    sql`UPDATE calendar_feeds SET last_used_at = now()
        WHERE id = ${feedId} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
  );
}
