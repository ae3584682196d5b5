import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { insertDeliveries } from './queue-deliveries';

/**
 * Queues member.created and subscription.created (ADR 0073 addendum). Members and subscriptions
 * write no change_log row: every change to a member, and every subscription row (0050's touch
 * trigger), stamps the member with the next tick of the club's members clock (0109). A tick is
 * taken under the clock row's lock, held until commit, so ticks commit in order: every member
 * stamped at or below the highest tick one statement sees is committed and seen by it. The
 * reader keeps that tick per club (webhook_member_cursors) and next time reads only members
 * stamped above it. A rolled-back registration or subscription left no row (and gave its tick
 * back), so nothing is sent for it. Members changed for other reasons (credits, edits) are read
 * again; their events' keys are already queued and nothing is sent twice.
 */

/** Members changed since the cursor (`ch`) and the events they carry (`ev`). */
const EVENTS = sql.raw(`
  SELECT 'member.created' AS type, 'member.created:' || m.id AS key, 'member:' || m.id AS order_key, m.created_at AS at, 0 AS tie,
         jsonb_build_object('memberId', m.id, 'name', m.name, 'email', m.email, 'countryCode', m.country_code, 'mobile', m.mobile,
           'startDate', m.start_date::text, 'endDate', m.end_date::text) AS data
  FROM ch m
  UNION ALL
  SELECT 'subscription.created', 'subscription.created:' || s.id, 'member:' || m.id, s.created_at, 1,
         jsonb_build_object('subscriptionId', s.id, 'memberId', m.id, 'memberName', m.name, 'packageId', p.id, 'packageName', p.name,
           'startDate', s.start_date::text, 'endDate', s.renewal_date::text,
           'amount', round((s.gross_minor - s.discount_minor) / 100.0, 2), 'grossAmount', round(s.gross_minor / 100.0, 2),
           'discount', round(s.discount_minor / 100.0, 2), 'renewsSubscriptionId', s.renews_id)
  FROM ch m JOIN member_subscriptions s ON s.club_id = m.club_id AND s.member_id = m.id
  JOIN membership_packages p ON p.club_id = s.club_id AND p.id = s.package_id`);

/**
 * One club: its events above `from` queued and its cursor moved to the highest tick read, in
 * one statement (one snapshot, so the cursor never passes a member it did not read).
 */
async function queueClub(db: Db, clubId: number, from: number): Promise<number> {
  const done = await firstRow<{ queued: number }>(
    db,
    sql`WITH ch AS (SELECT * FROM members WHERE club_id = ${clubId} AND sync_tick > ${from}),
        ev AS (${EVENTS}),
        ins AS (${insertDeliveries(clubId)}),
        cur AS (INSERT INTO webhook_member_cursors (club_id, tick)
                SELECT ${clubId}, max(sync_tick) FROM ch HAVING max(sync_tick) IS NOT NULL
                ON CONFLICT (club_id) DO UPDATE SET tick = greatest(webhook_member_cursors.tick, EXCLUDED.tick))
        SELECT count(*)::int AS queued FROM ins`,
  );
  return done?.queued ?? 0;
}

/**
 * Every club with a webhook whose members clock moved past its cursor. A club with endpoints but
 * none enabled still moves its cursor, so a disabled endpoint misses what happened meanwhile, as
 * it does for booking events. A club without any starts from tick 0 on its first endpoint: one
 * read of its members, of which only those made since the endpoint are sent.
 */
export async function queueFromMembers(db: Db): Promise<number> {
  const clubs = await rows<{ clubId: number; from: number }>(
    db,
    sql`SELECT c.club_id AS "clubId", COALESCE(w.tick, 0)::float8 AS "from"
        FROM member_sync_clocks c LEFT JOIN webhook_member_cursors w ON w.club_id = c.club_id
        WHERE c.tick > COALESCE(w.tick, 0)
          AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.club_id = c.club_id AND e.deleted_at IS NULL)`,
  );
  let queued = 0;
  for (const c of clubs) queued += await queueClub(db, c.clubId, c.from);
  return queued;
}
