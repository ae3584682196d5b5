import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from './db-rows';
import { addDays, minutesFrom } from './local-time';
import { bookingBalanceSql } from './booking-balance';

export interface DayOccupancy {
  courtId: number;
  kind: 'booking' | 'hold' | 'block';
  exclusive: boolean;
  count: number;
  viaBrother: boolean;
  bookingId: number | null;
  blockId: number | null;
  cartUserId: number | null;
  customerName: string | null;
  balanceMinor: number | null;
  start: number;
  end: number;
}

/** Live occupancy (expired holds left out) of some courts on one day, in minutes of that day. */
export async function loadDayOccupancy(q: Queryable, clubId: number, courtIds: number[], date: string): Promise<DayOccupancy[]> {
  if (courtIds.length === 0) return [];
  const list = await rows<Omit<DayOccupancy, 'start' | 'end'> & { lo: string; hi: string }>(
    q,
    sql`SELECT o.court_id AS "courtId", o.kind, o.exclusive, o.count, o.via_brother AS "viaBrother",
               o.booking_id AS "bookingId", o.block_id AS "blockId", c.user_id AS "cartUserId",
               b.customer_name AS "customerName",
               CASE WHEN b.id IS NULL THEN NULL ELSE ${bookingBalanceSql}::int END AS "balanceMinor",
               lower(o.during)::text AS lo, upper(o.during)::text AS hi
        FROM occupancy o
        LEFT JOIN cart_slots cs ON cs.id = o.cart_slot_id
        LEFT JOIN carts c ON c.id = cs.cart_id
        LEFT JOIN bookings b ON b.id = o.booking_id
        WHERE o.club_id = ${clubId}
          AND o.court_id IN (${sql.join(courtIds.map((id) => sql`${id}`), sql`, `)})
          AND o.during && tsrange(${date}::timestamp, ${addDays(date, 1)}::timestamp)
          AND (o.kind <> 'hold' OR o.expires_at > now())`,
  );
  return list.map(({ lo, hi, ...r }) => ({ ...r, start: minutesFrom(date, lo), end: minutesFrom(date, hi) }));
}
