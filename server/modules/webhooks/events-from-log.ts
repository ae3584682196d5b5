import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { settledChangeId } from '../../ledger/change-log';
import { insertDeliveries } from './queue-deliveries';

/**
 * Queues webhook deliveries from change_log (ADR 0073). The log says which days of which
 * activity changed; the committed rows of those days say what happened (a booking made,
 * cancelled, moved, checked in, a payment or refund row). A rolled-back write left no log row
 * and no booking row, so it is never sent. Each event has a key (`booking.created:41`), unique
 * per endpoint, so reading the same log rows again (after a crash, on two processes, or the
 * re-read below the settled id) queues nothing twice. Only events at or after an endpoint was
 * made reach it, and only while it is enabled.
 */

/** Seconds a write transaction may stay open: rows above the id settled that long ago are read again next time. */
const OPEN_SECONDS = 30;

/** The booking part of every event's data, from `b` (a bookings row) and `a` (its activity). */
const bookingData = `jsonb_build_object(
  'bookingId', b.id, 'activityId', b.activity_id, 'activityName', a.name, 'date', b.booking_date::text,
  'startTime', b.start_time::text, 'endTime', b.end_time::text,
  'courts', COALESCE((SELECT jsonb_agg(DISTINCT c.name) FROM booking_slots s JOIN courts c ON c.club_id = s.club_id AND c.id = s.court_id
                      WHERE s.club_id = b.club_id AND s.booking_id = b.id), '[]'::jsonb),
  'customerName', b.customer_name, 'memberId', b.member_id, 'patternId', b.pattern_id,
  'status', CASE WHEN b.cancelled THEN 'cancelled' ELSE 'booked' END)`;

/**
 * Every event of the changed days: (type, key, order key, when, tie order, data). Events of a
 * booking share its order key; ties (one transaction, one now()) follow the order a booking lives.
 * A waitlist offer (`wo`, ADR 0080) logs its day like any change of court time, so its event is
 * read here too; it carries the customer's contact details (they asked to be reached about it).
 */
const EVENTS = sql.raw(`
  SELECT 'booking.created' AS type, 'booking.created:' || b.id AS key, 'booking:' || b.id AS order_key, b.created_at AS at, 0 AS tie,
         ${bookingData} AS data
  FROM bk b JOIN activities a ON a.club_id = b.club_id AND a.id = b.activity_id
  UNION ALL
  SELECT 'booking.cancelled', 'booking.cancelled:' || b.id, 'booking:' || b.id, b.cancelled_at, 5,
         ${bookingData} || jsonb_build_object('cancelRemarks', b.cancel_remarks)
  FROM bk b JOIN activities a ON a.club_id = b.club_id AND a.id = b.activity_id WHERE b.cancelled AND b.cancelled_at IS NOT NULL
  UNION ALL
  SELECT 'booking.rescheduled', 'booking.rescheduled:' || r.id, 'booking:' || b.id, r.created_at, 2,
         ${bookingData} || jsonb_build_object('from', jsonb_build_object('date', r.slot_date::text, 'startTime', r.start_time::text,
           'endTime', r.end_time::text, 'courtName', r.court_name))
  FROM bk b JOIN activities a ON a.club_id = b.club_id AND a.id = b.activity_id
  JOIN booking_reschedules r ON r.club_id = b.club_id AND r.booking_id = b.id
  UNION ALL
  SELECT 'booking.checked_in', 'booking.checked_in:' || k.id, 'booking:' || b.id, k.created_at, 3,
         ${bookingData} || jsonb_build_object('attendeeId', k.attendee_id)
  FROM bk b JOIN activities a ON a.club_id = b.club_id AND a.id = b.activity_id
  JOIN booking_checkins k ON k.club_id = b.club_id AND k.booking_id = b.id
  UNION ALL
  SELECT CASE WHEN t.kind = 'refund' THEN 'refund.recorded' ELSE 'payment.recorded' END,
         CASE WHEN t.kind = 'refund' THEN 'refund.recorded:' ELSE 'payment.recorded:' END || t.id,
         'booking:' || b.id, t.created_at, CASE WHEN t.kind = 'refund' THEN 4 ELSE 1 END,
         jsonb_build_object('transactionId', t.id, 'bookingId', b.id, 'amount', round(abs(t.amount_minor) / 100.0, 2),
           'mode', t.mode, 'type', t.type, 'target', t.target, 'refundOf', t.refund_of)
  FROM bk b JOIN transactions t ON t.club_id = b.club_id AND t.booking_id = b.id
  -- An imported opening row is money the old system took, not a payment recorded here (ADR 0074).
  WHERE t.amount_minor <> 0 AND NOT t.opening
  UNION ALL
  SELECT 'waitlist.offered', 'waitlist.offered:' || o.id, 'waitlist:' || o.entry_id, o.created_at, 0,
         jsonb_build_object('offerId', o.id, 'entryId', o.entry_id, 'activityId', o.activity_id, 'activityName', a.name,
           'date', o.slot_date::text, 'startTime', o.slot_time::text, 'endTime', o.end_time::text, 'courtId', o.court_id,
           'courtName', c.name, 'customerName', w.customer_name, 'countryCode', w.country_code, 'mobile', w.mobile,
           'email', NULLIF(w.email, ''), 'expiresAt', to_char(o.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
  FROM wo o JOIN activities a ON a.club_id = o.club_id AND a.id = o.activity_id
  JOIN courts c ON c.club_id = o.club_id AND c.id = o.court_id
  JOIN waitlist_entries w ON w.club_id = o.club_id AND w.id = o.entry_id`);

/** Queues the deliveries of one club's changed days; returns how many were queued. */
async function queueDays(db: Db, clubId: number, days: { activityId: number; date: string }[]): Promise<number> {
  const activities = `{${days.map((d) => d.activityId).join(',')}}`;
  const dates = `{${days.map((d) => d.date).join(',')}}`;
  const queued = await rows<{ id: number }>(
    db,
    sql`WITH days AS (SELECT * FROM unnest(${activities}::int[], ${dates}::date[]) AS u(activity_id, slot_date)),
        bk AS (SELECT b.* FROM bookings b JOIN days ON days.activity_id = b.activity_id AND days.slot_date = b.booking_date
               WHERE b.club_id = ${clubId}),
        wo AS (SELECT o.* FROM waitlist_offers o JOIN days ON days.activity_id = o.activity_id AND days.slot_date = o.slot_date
               WHERE o.club_id = ${clubId}),
        ev AS (${EVENTS})
        ${insertDeliveries(clubId)}`,
  );
  return queued.length;
}

/**
 * Reads change_log past the cursor and queues what it finds. The cursor then moves only up to
 * the settled id, so a row that committed late (its id below one already read) is still read.
 */
export async function queueFromChangeLog(db: Db): Promise<number> {
  const cursor = (await firstRow<{ changeId: number }>(db, sql`SELECT change_id::float8 AS "changeId" FROM webhook_cursor WHERE id = 1`))!;
  const changed = await rows<{ clubId: number; activityId: number; date: string; maxId: number }>(
    db,
    sql`SELECT l.club_id AS "clubId", l.activity_id AS "activityId", l.slot_date::text AS date, max(l.id)::float8 AS "maxId"
        FROM change_log l
        WHERE l.id > ${cursor.changeId}
          AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.club_id = l.club_id AND e.enabled AND e.deleted_at IS NULL)
        GROUP BY 1, 2, 3`,
  );
  const byClub = new Map<number, { activityId: number; date: string }[]>();
  for (const c of changed) byClub.set(c.clubId, [...(byClub.get(c.clubId) ?? []), { activityId: c.activityId, date: c.date }]);
  let queued = 0;
  for (const [clubId, days] of byClub) queued += await queueDays(db, clubId, days);
  const settled = await settledChangeId(db, OPEN_SECONDS);
  if (settled > cursor.changeId) {
    await db.execute(sql`UPDATE webhook_cursor SET change_id = greatest(change_id, ${settled}) WHERE id = 1`);
  }
  return queued;
}
