import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import type { ClubExtra } from '../../../contract/cart';
import { toMajor } from '../../core/money';

/**
 * The add-ons a booking of one activity may carry: the club's own (every activity) and that
 * activity's, active ones only. Checkout's Accessories and Booking Details' Add Add-ons both
 * list these, so a desk is never offered less after the booking than at it (issue 24).
 * Without an activity (a cart with no slot yet), the club's own only.
 */
export async function offeredAddons(q: Queryable, clubId: number, activityId: number | null): Promise<ClubExtra[]> {
  const scope = activityId === null ? sql`activity_id IS NULL` : sql`(activity_id IS NULL OR activity_id = ${activityId})`;
  const list = await rows<Omit<ClubExtra, 'price'> & { priceMinor: number }>(
    q,
    sql`SELECT id AS "extraId", name, price_minor::float8 AS "priceMinor", is_rent AS "isRent", quantity, activity_id AS "activityId"
        FROM club_extras
        WHERE club_id = ${clubId} AND is_active AND ${scope}
        ORDER BY activity_id IS NOT NULL, name, id`,
  );
  return list.map(({ priceMinor, ...e }) => ({ ...e, price: toMajor(priceMinor) }));
}
