import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { parseCheckinCode, type CourtsideBooking } from '../../../contract/courtside';
import { todayIn } from '../../core/local-time';
import { maskMobile } from '../bookings/details';

/**
 * The booking a typed or scanned check-in code names, in the session's club only: a code of
 * another club, a wrong secret and a malformed code all read "not found" alike, so the screen
 * never tells which half was wrong.
 */
export async function bookingOfCode(q: Queryable, clubId: number, code: string): Promise<number | undefined> {
  const parsed = parseCheckinCode(code);
  if (!parsed) return undefined;
  const row = await firstRow<{ secret: string }>(
    q,
    sql`SELECT checkin_secret AS secret FROM bookings WHERE club_id = ${clubId} AND id = ${parsed.bookingId}`,
  );
  if (!row) return undefined;
  const a = Buffer.from(row.secret.toUpperCase());
  const b = Buffer.from(parsed.secret);
  return a.length === b.length && timingSafeEqual(a, b) ? parsed.bookingId : undefined;
}

/** Today's live bookings (club time) with courts and attendees checked in, by start time and court. */
export async function courtsideDay(
  q: Queryable,
  clubId: number,
  timeZone: string,
): Promise<{ date: string; bookings: CourtsideBooking[] }> {
  const date = todayIn(timeZone);
  const found = await rows<
    Omit<CourtsideBooking, 'attendeeCount' | 'courts'> & {
      courts: string | null;
      activityType: number;
      slotCount: number;
      isMarketplace: boolean;
    }
  >(
    q,
    sql`SELECT b.id AS "bookingId", b.activity_id AS "activityId", a.name AS "activityName", a.type::int AS "activityType",
               b.start_time::text AS "startTime", b.end_time::text AS "endTime", b.customer_name AS "customerName",
               b.customer_mobile AS "customerMobile", b.is_marketplace AS "isMarketplace", b.slot_count AS "slotCount", b.no_show AS "noShow",
               (SELECT string_agg(DISTINCT c.name, '|' ORDER BY c.name) FROM booking_slots bs JOIN courts c ON c.id = bs.court_id
                 WHERE bs.club_id = b.club_id AND bs.booking_id = b.id) AS courts,
               (SELECT count(*) FROM booking_checkins ci WHERE ci.club_id = b.club_id AND ci.booking_id = b.id)::int AS "checkedIn"
        FROM bookings b JOIN activities a ON a.id = b.activity_id
        WHERE b.club_id = ${clubId} AND b.booking_date = ${date}::date AND NOT b.cancelled
        ORDER BY b.start_time, b.id
        LIMIT 2000`,
  );
  const bookings = found.map(({ activityType, slotCount, isMarketplace, courts, customerMobile, ...b }) => ({
    ...b,
    courts: courts ? courts.split('|') : [],
    customerMobile: isMarketplace ? maskMobile(customerMobile) : customerMobile,
    // Same rule as check-in (booking-row.attendeeCount): one attendee per place of a group booking.
    attendeeCount: activityType === 1 ? Math.max(1, slotCount) : 1,
  }));
  return { date, bookings };
}
