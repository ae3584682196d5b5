import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { lockKeys, occupySelectSql } from '../../ledger/occupancy';
import { wallTimestamp } from '../../core/local-time';
import { insertTransactionsSql, type NewTransaction } from '../../ledger/money-rows';
import type { CartExtraRow, CartSlotRow } from '../cart/repository';
import { changesSql } from '../../ledger/change-log';

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

/** Everything a checkout writes, handed to writeBooking at once. */
export interface BookingWrite {
  clubId: number;
  cartId: number;
  /** The upsert of a non-member's customer row (RETURNING id), or null for a member. */
  customer: SQL | null;
  /** `INSERT INTO bookings … VALUES (…)`; its customer id may read `(SELECT id FROM cust)`. */
  booking: SQL;
  slots: SlotWrite[];
  extras: CartExtraRow[];
  /** Money rows; each one's booking is the new booking. */
  payments: NewTransaction[];
  /** Member credits redeemed (a negative ledger entry), or null. */
  credits: { memberId: number; amountMinor: number } | null;
  /** The calendar days the booking changes (change_log: the live feed and the day caches). */
  days: { activityId: number; date: string }[];
}

/** The common table expression `name AS (body)`. */
const cte = (name: string, body: SQL) => sql`${sql.raw(name)} AS (${body})`;

/**
 * The whole checkout write in ONE statement (issue 14, ADR 0039): a data-modifying CTE per
 * table — the customer (non-members), the booking, its slots, their occupancy (the court's own
 * key and one per brother pair for whole courts; one non-exclusive row per group slot, joined to
 * the slot ids just returned), its add-on lines, its money rows, the credits redeemed, the emptied
 * cart and its change rows. The conflict keys are already locked (releaseHoldsAndLock), so an
 * overlap raises a clean 23P01 (occupancy_no_overlap) from this statement and nothing is written.
 * Returns the booking's id and check-in secret.
 */
export async function writeBooking(tx: Tx, w: BookingWrite): Promise<{ id: number; checkinSecret: string }> {
  const { clubId, cartId } = w;
  const slotRows = w.slots.map(
    (s, i) => sql`(${i}::int, ${s.slot.courtId}::int, ${s.slot.slotDate}::date, ${s.slot.slotTime}::time, ${s.slot.endTime}::time,
      ${s.slot.count}::int, ${s.grossMinor}::bigint, ${s.netMinor}::bigint)`,
  );
  const occupancyRows = w.slots.flatMap((s) => {
    const exclusive = s.slot.activityType !== 1;
    const keys = exclusive ? lockKeys(s.slot.courtId, s.brothers) : lockKeys(s.slot.courtId, []);
    const lo = wallTimestamp(s.slot.slotDate, s.start);
    const hi = wallTimestamp(s.slot.slotDate, s.end);
    return keys.map(
      (k) => sql`(${k.courtId}::int, ${s.slot.activityId}::int, ${k.lockKey}::text, ${k.viaBrother}::boolean, ${s.slot.courtId}::int,
        ${exclusive}::boolean, ${exclusive ? 1 : s.slot.count}::int, ${lo}::timestamp, ${hi}::timestamp, ${s.slot.slotDate}::date,
        ${s.slot.slotTime}::time)`,
    );
  });
  const parts: SQL[] = [];
  if (w.customer) parts.push(cte('cust', w.customer));
  parts.push(
    cte('b', sql`${w.booking} RETURNING id, checkin_secret`),
    sql`s (i, court_id, slot_date, slot_time, end_time, count, gross, price) AS (VALUES ${sql.join(slotRows, sql`, `)})`,
    cte(
      'bs',
      sql`INSERT INTO booking_slots (club_id, booking_id, court_id, slot_date, slot_time, end_time, count, gross_minor, price_minor)
          SELECT ${clubId}, b.id, s.court_id, s.slot_date, s.slot_time, s.end_time, s.count, s.gross, s.price FROM b, s ORDER BY s.i
          RETURNING id, court_id, slot_date, slot_time`,
    ),
    sql`k (court_id, activity_id, lock_key, via_brother, source_court_id, exclusive, count, lo, hi, slot_date, slot_time) AS (
          VALUES ${sql.join(occupancyRows, sql`, `)})`,
    cte(
      'o',
      occupySelectSql(
        {
          clubId,
          courtId: sql`k.court_id`,
          activityId: sql`k.activity_id`,
          lockKey: sql`k.lock_key`,
          during: sql`tsrange(k.lo, k.hi)`,
          kind: sql`'booking'`,
          exclusive: sql`k.exclusive`,
          count: sql`k.count`,
          viaBrother: sql`k.via_brother`,
          sourceCourtId: sql`k.source_court_id`,
          bookingId: sql`b.id`,
          bookingSlotId: sql`bs.id`,
        },
        sql`FROM k JOIN bs ON bs.court_id = k.source_court_id AND bs.slot_date = k.slot_date AND bs.slot_time = k.slot_time
          CROSS JOIN b`,
      ),
    ),
  );
  if (w.extras.length > 0) {
    const values = w.extras.map(
      (e) =>
        sql`(${e.extraId}::int, ${e.name}::text, ${e.priceMinor}::bigint, ${e.quantity}::int, ${e.isRent}::boolean, ${e.discountMinor}::bigint)`,
    );
    parts.push(
      cte(
        'x',
        sql`INSERT INTO booking_extras (club_id, booking_id, extra_id, name, price_minor, quantity, is_rent, discount_minor)
            SELECT ${clubId}, b.id, v.* FROM b, (VALUES ${sql.join(values, sql`, `)}) AS v(extra_id, name, price_minor, quantity, is_rent, discount_minor)`,
      ),
    );
  }
  if (w.payments.length > 0) parts.push(cte('t', insertTransactionsSql(w.payments, { bookingId: sql`(SELECT id FROM b)` })));
  if (w.credits) {
    parts.push(
      cte(
        'ce',
        sql`INSERT INTO member_credit_entries (club_id, member_id, amount_minor, reason, booking_id)
            SELECT ${clubId}, ${w.credits.memberId}::int, ${-w.credits.amountMinor}::bigint, 'redeem', b.id FROM b`,
      ),
    );
  }
  // The cart is emptied (its holds were deleted before the court locks) and each changed day logged.
  parts.push(
    cte('gone_slots', sql`DELETE FROM cart_slots WHERE club_id = ${clubId} AND cart_id = ${cartId}`),
    cte('gone_extras', sql`DELETE FROM cart_extras WHERE club_id = ${clubId} AND cart_id = ${cartId}`),
    cte('logged', changesSql(w.days.map((d) => ({ clubId, activityId: d.activityId, date: d.date, kind: 'booking' })))),
    cte(
      'emptied',
      sql`UPDATE carts SET credits_minor = 0, credits_member_id = NULL, club_discount_minor = 0, updated_at = now()
          WHERE club_id = ${clubId} AND id = ${cartId}`,
    ),
  );
  const row = await firstRow<{ id: number; checkinSecret: string }>(
    tx,
    sql`WITH ${sql.join(parts, sql`, `)} SELECT id, checkin_secret AS "checkinSecret" FROM b`,
  );
  return row!;
}
