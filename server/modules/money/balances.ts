import { sql, type SQL } from 'drizzle-orm';

/**
 * Balances derived from money rows (never stored): court = gross − discounts − credits − court
 * payments; extras = Σ (price × quantity − discount) − extras payments. `b` is the bookings alias.
 */
export const courtBalanceSql: SQL = sql`(b.court_gross_minor - b.volume_discount_minor - b.club_discount_minor - b.credits_minor
  - COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.target = 'court'), 0))`;

export const extrasGrossSql: SQL = sql`COALESCE((SELECT SUM(e.price_minor * e.quantity) FROM booking_extras e WHERE e.booking_id = b.id), 0)`;
export const extrasDiscountSql: SQL = sql`COALESCE((SELECT SUM(e.discount_minor) FROM booking_extras e WHERE e.booking_id = b.id), 0)`;
export const extrasPaidSql: SQL = sql`COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.target = 'extras'), 0)`;

export const bookingBalanceSql: SQL = sql`(${courtBalanceSql} + ${extrasGrossSql} - ${extrasDiscountSql} - ${extrasPaidSql})`;

/** A subscription's balance: gross − discount − payments linked to it. `s` is the member_subscriptions alias. */
export const subscriptionBalanceSql: SQL = sql`(s.gross_minor - s.discount_minor
  - COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.subscription_id = s.id AND t.type IN (1, 3)), 0))`;

/**
 * What a subscription still owes: its balance while it is active; a cancelled one owes nothing
 * (Pay Now refuses it). Every screen that sums or lists what members owe on packages uses this.
 */
export const subscriptionOwedSql: SQL = sql`(CASE WHEN s.status = 'active' THEN GREATEST(${subscriptionBalanceSql}, 0) ELSE 0 END)`;
