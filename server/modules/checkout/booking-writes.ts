import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { insertTransactionsSql, type NewTransaction } from '../../ledger/money-rows';
import { createBookingsCtes, type BookingSet } from '../../ledger/booking-create';
import type { CartExtraRow } from '../cart/repository';
import { changesSql } from '../../ledger/change-log';
import { creditEntryForBookingSql } from '../../ledger/credit-entries';

/** Everything a checkout writes, handed to writeBooking at once. */
export interface BookingWrite {
  clubId: number;
  cartId: number;
  /** The upsert of a non-member's customer row (RETURNING id), or null for a member. */
  customer: SQL | null;
  /** The booking (a set of one), its slots and their court time; its customer may read `(SELECT id FROM cust)`. */
  booking: BookingSet;
  /** The cart's add-on lines, each with the GST rate it fixes on top (0 when prices include tax). */
  extras: (CartExtraRow & { taxRateBp: number })[];
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
 * table — the customer (non-members), the booking, its slots and their occupancy (the ledger's
 * createBookingsCtes: the court's own key and one per brother pair for whole courts; one
 * non-exclusive row per group slot), its add-on lines, its money rows, the credits redeemed, the
 * emptied cart and its change rows. The conflict keys are already locked (releaseHoldsAndLock),
 * so an overlap raises a clean 23P01 (occupancy_no_overlap) from this statement and nothing is
 * written. Returns the booking's id and check-in secret.
 */
export async function writeBooking(tx: Tx, w: BookingWrite): Promise<{ id: number; checkinSecret: string }> {
  const { clubId, cartId } = w;
  const parts: SQL[] = [];
  if (w.customer) parts.push(cte('cust', w.customer));
  parts.push(createBookingsCtes(w.booking));
  if (w.extras.length > 0) {
    const values = w.extras.map(
      (e) =>
        sql`(${e.extraId}::int, ${e.name}::text, ${e.priceMinor}::bigint, ${e.quantity}::int, ${e.isRent}::boolean, ${e.discountMinor}::bigint,
             ${e.taxRateBp}::int)`,
    );
    parts.push(
      cte(
        'x',
        sql`INSERT INTO booking_extras (club_id, booking_id, extra_id, name, price_minor, quantity, is_rent, discount_minor, tax_rate_bp)
            SELECT ${clubId}, b.id, v.* FROM b, (VALUES ${sql.join(values, sql`, `)})
              AS v(extra_id, name, price_minor, quantity, is_rent, discount_minor, tax_rate_bp)`,
      ),
    );
  }
  if (w.payments.length > 0) parts.push(cte('t', insertTransactionsSql(w.payments, { bookingId: sql`(SELECT id FROM b)` })));
  if (w.credits) {
    parts.push(
      cte(
        'ce',
        creditEntryForBookingSql({ clubId, memberId: w.credits.memberId, amountMinor: -w.credits.amountMinor, reason: 'redeem' }, sql`b`),
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
      sql`UPDATE carts SET credits_minor = 0, credits_member_id = NULL, club_discount_minor = 0, price_member_id = NULL, updated_at = now()
          WHERE club_id = ${clubId} AND id = ${cartId}`,
    ),
  );
  const row = await firstRow<{ id: number; checkinSecret: string }>(
    tx,
    sql`WITH ${sql.join(parts, sql`, `)} SELECT id, checkin_secret AS "checkinSecret" FROM b`,
  );
  return row!;
}
