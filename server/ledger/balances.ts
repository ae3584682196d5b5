import { sql, type SQL } from 'drizzle-orm';

/**
 * Balances derived from money rows (never stored). `b` is the bookings alias everywhere here.
 * A live booking owes court = gross − discounts − credits − court payments, and extras =
 * Σ (price × quantity − discount) − extras payments. A cancelled booking owes nothing: the
 * money the club kept after refunds settles it (spec 1 §4, ADR 0049).
 */
export interface BookingMoneyParts {
  /** Net court money rows (payments positive, refunds negative). */
  courtPaid: SQL;
  extrasGross: SQL;
  extrasDiscount: SQL;
  /** Net extras money rows. */
  extrasPaid: SQL;
}

/** The court part a booking owes, from its net court payments. */
export function courtOwedSql(courtPaid: SQL): SQL {
  return sql`(CASE WHEN b.cancelled THEN 0
    ELSE b.court_gross_minor - b.volume_discount_minor - b.club_discount_minor - b.credits_minor - ${courtPaid} END)`;
}

/** The add-ons part a booking owes. */
export function extrasOwedSql(p: Omit<BookingMoneyParts, 'courtPaid'>): SQL {
  return sql`(CASE WHEN b.cancelled THEN 0 ELSE ${p.extrasGross} - ${p.extrasDiscount} - ${p.extrasPaid} END)`;
}

/**
 * What a booking owes in all, from its parts: the one rule, read per booking here and from
 * grouped sums by the calendar's day (availability/day-occupancy.ts).
 */
export function bookingOwedSql(p: BookingMoneyParts): SQL {
  return sql`(${courtOwedSql(p.courtPaid)} + ${extrasOwedSql(p)})`;
}

export const courtPaidSql: SQL = sql`COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.target = 'court'), 0)`;
export const extrasGrossSql: SQL = sql`COALESCE((SELECT SUM(e.price_minor * e.quantity) FROM booking_extras e WHERE e.booking_id = b.id), 0)`;
export const extrasDiscountSql: SQL = sql`COALESCE((SELECT SUM(e.discount_minor) FROM booking_extras e WHERE e.booking_id = b.id), 0)`;
export const extrasPaidSql: SQL = sql`COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.target = 'extras'), 0)`;

const perBooking: BookingMoneyParts = {
  courtPaid: courtPaidSql,
  extrasGross: extrasGrossSql,
  extrasDiscount: extrasDiscountSql,
  extrasPaid: extrasPaidSql,
};

export const courtBalanceSql: SQL = courtOwedSql(courtPaidSql);
export const extrasBalanceSql: SQL = extrasOwedSql(perBooking);
export const bookingBalanceSql: SQL = bookingOwedSql(perBooking);

/** A subscription's balance: gross − discount − payments linked to it. `s` is the member_subscriptions alias. */
export const subscriptionBalanceSql: SQL = sql`(s.gross_minor - s.discount_minor
  - COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.subscription_id = s.id AND t.type IN (1, 3)), 0))`;

/**
 * What a subscription still owes: its balance while it is active; a cancelled one owes nothing
 * (Pay Now refuses it). Every screen that sums or lists what members owe on packages uses this.
 */
export const subscriptionOwedSql: SQL = sql`(CASE WHEN s.status = 'active' THEN GREATEST(${subscriptionBalanceSql}, 0) ELSE 0 END)`;
