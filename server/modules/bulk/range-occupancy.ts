import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import type { DayOccupancy } from '../availability/day-occupancy';
import { addDays, minutesFrom } from '../../core/local-time';

/**
 * Live occupancy (expired holds left out) of some courts over a date range, one query for the
 * whole range, bucketed by "court|date" in minutes of that date (a row passing midnight lands
 * in both days). Booking names and balances are not read: range checks only need the kinds.
 */
export async function loadRangeOccupancy(
  q: Queryable,
  clubId: number,
  courtIds: number[],
  from: string,
  to: string,
  /** The asking terminal (cartViewerOf): its own holds read Carted. */
  userId: number,
): Promise<Map<string, DayOccupancy[]>> {
  const out = new Map<string, DayOccupancy[]>();
  if (courtIds.length === 0) return out;
  const list = await rows<{
    courtId: number;
    kind: DayOccupancy['kind'];
    exclusive: boolean;
    count: number;
    viaBrother: boolean;
    bookingId: number | null;
    blockId: number | null;
    mine: boolean;
    lo: string;
    hi: string;
  }>(
    q,
    sql`SELECT o.court_id AS "courtId", o.kind, o.exclusive, o.count, o.via_brother AS "viaBrother",
               o.booking_id AS "bookingId", o.block_id AS "blockId",
               (o.kind = 'hold' AND EXISTS (SELECT 1 FROM cart_slots cs JOIN carts c ON c.id = cs.cart_id
                                            WHERE cs.id = o.cart_slot_id AND c.session_id = ${userId})) AS mine,
               lower(o.during)::text AS lo, upper(o.during)::text AS hi
        FROM occupancy o
        WHERE o.club_id = ${clubId}
          AND o.court_id IN (${sql.join(
            courtIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          AND o.during && tsrange(${from}::timestamp, ${addDays(to, 1)}::timestamp)
          AND (o.kind <> 'hold' OR o.expires_at > now())`,
  );
  for (const r of list) {
    const first = r.lo.slice(0, 10);
    // The last day it touches: an end at exactly midnight does not reach the next day.
    const last = r.hi.slice(11, 19) === '00:00:00' ? addDays(r.hi.slice(0, 10), -1) : r.hi.slice(0, 10);
    for (let d = first; d <= last; d = addDays(d, 1)) {
      const key = `${r.courtId}|${d}`;
      const bucket = out.get(key) ?? [];
      bucket.push({
        courtId: r.courtId,
        kind: r.kind,
        exclusive: r.exclusive,
        count: r.count,
        viaBrother: r.viaBrother,
        bookingId: r.bookingId,
        blockId: r.blockId,
        cartSessionId: r.mine ? userId : null,
        customerName: null,
        balanceMinor: null,
        start: minutesFrom(d, r.lo),
        end: minutesFrom(d, r.hi),
      });
      out.set(key, bucket);
    }
  }
  return out;
}
