import { sql, type SQL } from 'drizzle-orm';
import { taxOnTopSql } from './tax-on-top';

/**
 * Balances derived from money rows (never stored). `b` is the bookings alias everywhere here.
 * A live booking owes court = gross − discounts + GST on top − credits − court payments, and extras =
 * Σ (price × quantity − discount + GST on top) − extras payments (GST on top: 0 unless the club's
 * prices exclude tax, ledger/tax-on-top.ts). A cancelled booking owes nothing: the
 * money the club kept after refunds settles it (spec 1 §4, ADR 0049).
 */
export interface BookingMoneyParts {
  /** Net court money rows (payments positive, refunds negative). */
  courtPaid: SQL;
  extrasGross: SQL;
  extrasDiscount: SQL;
  /** GST added on top of the add-on lines (courtTaxSql's twin per line). */
  extrasTax: SQL;
  /** Net extras money rows. */
  extrasPaid: SQL;
  /** What the booking's fees still owe (feeOwedSql unless the caller has it grouped). */
  feeOwed?: SQL;
}

/** A booking's court line: gross less volume and club (and coupon) discounts, before GST on top. */
export const courtNetSql: SQL = sql`(b.court_gross_minor - b.volume_discount_minor - b.club_discount_minor)`;
/** GST on top of the court line, at the rate the booking fixed when it was priced. */
export const courtTaxSql: SQL = taxOnTopSql(courtNetSql, sql`b.tax_rate_bp`, sql`b.tax_inter_state`);

/** The court part a booking owes, from its net court payments. */
export function courtOwedSql(courtPaid: SQL): SQL {
  return sql`(CASE WHEN b.cancelled THEN 0
    ELSE ${courtNetSql} + ${courtTaxSql} - b.credits_minor - ${courtPaid} END)`;
}

/** The add-ons part a booking owes. */
export function extrasOwedSql(p: Omit<BookingMoneyParts, 'courtPaid'>): SQL {
  return sql`(CASE WHEN b.cancelled THEN 0 ELSE ${p.extrasGross} - ${p.extrasDiscount} + ${p.extrasTax} - ${p.extrasPaid} END)`;
}

/**
 * What a booking owes in all, from its parts: the one rule, read per booking here and from
 * grouped sums by the calendar's day (availability/day-occupancy.ts).
 */
export function bookingOwedSql(p: BookingMoneyParts): SQL {
  return sql`(${courtOwedSql(p.courtPaid)} + ${extrasOwedSql(p)} + ${p.feeOwed ?? feeOwedSql})`;
}

/** Σ of a booking's late-cancel and no-show fees (ADR 0079). */
export const feesSql: SQL = sql`COALESCE((SELECT SUM(f.amount_minor) FROM booking_fees f WHERE f.booking_id = b.id), 0)`;
/** Paid toward fees: money rows of target 'fee' (net of refunds) and member credits spent on them. */
export const feePaidSql: SQL = sql`(COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.target = 'fee'), 0)
  - COALESCE((SELECT SUM(c.amount_minor) FROM member_credit_entries c WHERE c.booking_id = b.id AND c.reason IN ('fee', 'fee_refund')), 0))`;
/** Everything the club keeps for a booking: every money row and every credit it holds. */
const keptSql: SQL = sql`(COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id), 0)
  - COALESCE((SELECT SUM(c.amount_minor) FROM member_credit_entries c WHERE c.booking_id = b.id), 0))`;

/**
 * What a booking's fees still owe (ADR 0079). A live booking: its fees less what was paid toward
 * them. A cancelled one: the fees less everything the club kept after the refund, never below 0
 * — a late-cancel fee is taken from the money already paid first, and only the rest stays owed.
 */
export const feeOwedSql: SQL = sql`(CASE WHEN b.cancelled THEN GREATEST(0, ${feesSql} - ${keptSql}) ELSE ${feesSql} - ${feePaidSql} END)`;

export const courtPaidSql: SQL = sql`COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.target = 'court'), 0)`;
export const extrasGrossSql: SQL = sql`COALESCE((SELECT SUM(e.price_minor * e.quantity) FROM booking_extras e WHERE e.booking_id = b.id), 0)`;
export const extrasDiscountSql: SQL = sql`COALESCE((SELECT SUM(e.discount_minor) FROM booking_extras e WHERE e.booking_id = b.id), 0)`;
/** GST on top of each add-on line of booking `b`. */
export const extrasTaxSql: SQL = sql`COALESCE((SELECT SUM(${taxOnTopSql(sql`e.price_minor * e.quantity - e.discount_minor`, sql`e.tax_rate_bp`, sql`b.tax_inter_state`)})
  FROM booking_extras e WHERE e.booking_id = b.id), 0)`;
export const extrasPaidSql: SQL = sql`COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.target = 'extras'), 0)`;

const perBooking: BookingMoneyParts = {
  courtPaid: courtPaidSql,
  extrasGross: extrasGrossSql,
  extrasDiscount: extrasDiscountSql,
  extrasTax: extrasTaxSql,
  extrasPaid: extrasPaidSql,
};

export const courtBalanceSql: SQL = courtOwedSql(courtPaidSql);
export const extrasBalanceSql: SQL = extrasOwedSql(perBooking);
export const feeBalanceSql: SQL = feeOwedSql;
export const bookingBalanceSql: SQL = bookingOwedSql(perBooking);

/** GST on top of a subscription's price less discount (0 unless prices exclude tax). */
export const subscriptionTaxSql: SQL = taxOnTopSql(sql`s.gross_minor - s.discount_minor`, sql`s.tax_rate_bp`, sql`s.tax_inter_state`);

/** A subscription's balance: gross − discount + GST on top − payments linked to it. `s` is the member_subscriptions alias. */
export const subscriptionBalanceSql: SQL = sql`(s.gross_minor - s.discount_minor + ${subscriptionTaxSql}
  - COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.subscription_id = s.id AND t.type IN (1, 3)), 0))`;

/**
 * What a subscription still owes: its balance while it is active; a cancelled one owes nothing
 * (Pay Now refuses it). Every screen that sums or lists what members owe on packages uses this.
 */
export const subscriptionOwedSql: SQL = sql`(CASE WHEN s.status = 'active' THEN GREATEST(${subscriptionBalanceSql}, 0) ELSE 0 END)`;

/** What an event registration costs its customer (`r`): its passes' price plus GST on top (0 unless prices exclude tax). */
export const registrationOwedSql: SQL = sql`(r.gross_minor + ${taxOnTopSql(sql`r.gross_minor`, sql`r.tax_rate_bp`, sql`r.tax_inter_state`)})`;
