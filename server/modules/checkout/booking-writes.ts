import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { lockKeys } from '../availability/occupancy';
import { wallTimestamp } from '../availability/local-time';
import type { CartExtraRow, CartSlotRow } from '../cart/repository';

/** One cart slot as it becomes a booking slot: prices and its window in minutes of its day. */
export interface SlotWrite {
  slot: CartSlotRow;
  grossMinor: number;
  netMinor: number;
  start: number;
  end: number;
  /** Brother courts (both directions) for whole-court slots; [] for group places. */
  brothers: number[];
}

/**
 * The booking row, its slots and their occupancy in ONE statement (issue 14): a data-modifying
 * CTE inserts the booking, then every booking_slots row, then every occupancy row (the court's
 * own key and one per brother pair for whole courts; one non-exclusive row per group slot),
 * joined to the slot ids just returned. An overlap still raises 23P01 (occupancy_no_overlap)
 * from this statement, as the per-row inserts did. Returns the booking id.
 */
export async function insertBookingWithSlots(tx: Tx, clubId: number, bookingValues: SQL, slots: SlotWrite[]): Promise<number> {
  const slotRows = slots.map(
    (w, i) => sql`(${i}::int, ${w.slot.courtId}::int, ${w.slot.slotDate}::date, ${w.slot.slotTime}::time, ${w.slot.endTime}::time,
      ${w.slot.count}::int, ${w.grossMinor}::bigint, ${w.netMinor}::bigint)`,
  );
  const occupancyRows = slots.flatMap((w) => {
    const exclusive = w.slot.activityType !== 1;
    const keys = exclusive ? lockKeys(w.slot.courtId, w.brothers) : lockKeys(w.slot.courtId, []);
    const lo = wallTimestamp(w.slot.slotDate, w.start);
    const hi = wallTimestamp(w.slot.slotDate, w.end);
    return keys.map(
      (k) => sql`(${k.courtId}::int, ${w.slot.activityId}::int, ${k.lockKey}::text, ${k.viaBrother}::boolean, ${w.slot.courtId}::int,
        ${exclusive}::boolean, ${exclusive ? 1 : w.slot.count}::int, ${lo}::timestamp, ${hi}::timestamp, ${w.slot.slotDate}::date,
        ${w.slot.slotTime}::time)`,
    );
  });
  const row = await firstRow<{ id: number }>(
    tx,
    sql`WITH b AS (${bookingValues} RETURNING id),
        s (i, court_id, slot_date, slot_time, end_time, count, gross, price) AS (VALUES ${sql.join(slotRows, sql`, `)}),
        bs AS (
          INSERT INTO booking_slots (club_id, booking_id, court_id, slot_date, slot_time, end_time, count, gross_minor, price_minor)
          SELECT ${clubId}, b.id, s.court_id, s.slot_date, s.slot_time, s.end_time, s.count, s.gross, s.price FROM b, s ORDER BY s.i
          RETURNING id, court_id, slot_date, slot_time
        ),
        k (court_id, activity_id, lock_key, via_brother, source_court_id, exclusive, count, lo, hi, slot_date, slot_time) AS (
          VALUES ${sql.join(occupancyRows, sql`, `)}
        ),
        o AS (
          INSERT INTO occupancy (club_id, court_id, activity_id, lock_key, during, kind, exclusive, count, via_brother,
                                 source_court_id, booking_id, booking_slot_id)
          SELECT ${clubId}, k.court_id, k.activity_id, k.lock_key, tsrange(k.lo, k.hi), 'booking', k.exclusive, k.count,
                 k.via_brother, k.source_court_id, b.id, bs.id
          FROM k JOIN bs ON bs.court_id = k.source_court_id AND bs.slot_date = k.slot_date AND bs.slot_time = k.slot_time
          CROSS JOIN b
        )
        SELECT id FROM b`,
  );
  return row!.id;
}

/** Every add-on line of the booking in one INSERT. */
export async function insertBookingExtras(tx: Tx, clubId: number, bookingId: number, extras: CartExtraRow[]): Promise<void> {
  if (extras.length === 0) return;
  const values = extras.map(
    (e) => sql`(${clubId}, ${bookingId}, ${e.extraId}, ${e.name}, ${e.priceMinor}, ${e.quantity}, ${e.isRent}, ${e.discountMinor})`,
  );
  await tx.execute(sql`INSERT INTO booking_extras (club_id, booking_id, extra_id, name, price_minor, quantity, is_rent, discount_minor)
    VALUES ${sql.join(values, sql`, `)}`);
}

/**
 * Empties the cart (slots, extras, its discount and credits) and logs each changed calendar day
 * for the live feed and the day caches, in one statement.
 */
export async function closeCart(tx: Tx, clubId: number, cartId: number, days: { activityId: number; date: string }[]): Promise<void> {
  const changes = days.map((d) => sql`(${clubId}::int, ${d.activityId}::int, ${d.date}::date, 'booking')`);
  await tx.execute(sql`WITH gone_slots AS (DELETE FROM cart_slots WHERE club_id = ${clubId} AND cart_id = ${cartId}),
      gone_extras AS (DELETE FROM cart_extras WHERE club_id = ${clubId} AND cart_id = ${cartId}),
      logged AS (INSERT INTO change_log (club_id, activity_id, slot_date, kind) VALUES ${sql.join(changes, sql`, `)})
    UPDATE carts SET credits_minor = 0, credits_member_id = NULL, club_discount_minor = 0, updated_at = now()
    WHERE club_id = ${clubId} AND id = ${cartId}`);
}
