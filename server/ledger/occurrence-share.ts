import { sql, type SQL } from 'drizzle-orm';
import { patternCreditsSql, patternPaidSql } from './pattern-balance';
import { bookingBalanceSql, courtBalanceSql, courtNetSql, courtTaxSql } from './balances';
import { taxOnTopSql } from './tax-on-top';

const earlierLine = sql`e.court_gross_minor - e.volume_discount_minor - e.club_discount_minor`;

/**
 * A pattern occurrence's share of its pattern's money (ADR 0052). The money and credits of a
 * pattern are held on the pattern (ADR 0025, 0037), so a report row per occurrence would show
 * each date's whole gross as owed and a pattern of two dates owing 300 would add up to 900.
 * What the pattern holds (money rows + credits − fees its cancellations kept) covers its live
 * occurrences earliest first (date, start, id): credits first, then money. Summed over the live
 * occurrences, the shares are what the pattern holds and the balances are what the pattern owes.
 * `b` is the bookings alias; the columns are minor units, 0 for a booking without a pattern.
 */
export function occurrenceShareSql(): SQL {
  return sql`LEFT JOIN LATERAL (
      SELECT LEAST(GREATEST(x.credits - x.before, 0), x.covered_here) AS credits,
             x.covered_here - LEAST(GREATEST(x.credits - x.before, 0), x.covered_here) AS paid
        FROM (SELECT y.credits, y.before,
                     LEAST(GREATEST(y.paid + y.credits - y.fee - y.before, 0), ${courtNetSql} + ${courtTaxSql}) AS covered_here
                FROM (SELECT ${patternPaidSql} AS paid, ${patternCreditsSql} AS credits, p.cancel_fee_minor AS fee,
                             COALESCE((SELECT SUM(${earlierLine} + ${taxOnTopSql(earlierLine, sql`e.tax_rate_bp`, sql`e.tax_inter_state`)}) FROM bookings e
                                        WHERE e.pattern_id = p.id AND e.club_id = p.club_id AND NOT e.cancelled
                                          AND (e.booking_date, e.start_time, e.id) < (b.booking_date, b.start_time, b.id)), 0) AS before
                        FROM pattern_bookings p WHERE p.id = b.pattern_id AND p.club_id = b.club_id) y) x
    ) share ON b.pattern_id IS NOT NULL AND NOT b.cancelled`;
}

/** The share's columns, 0 when the booking is not a live occurrence. */
export const shareCreditsSql: SQL = sql`COALESCE(share.credits, 0)`;
export const sharePaidSql: SQL = sql`COALESCE(share.paid, 0)`;

/**
 * The court part a booking owes with its share counted: a live occurrence's court balance less
 * what its pattern holds for it; any other booking's court balance. Needs `occurrenceShareSql()`
 * joined. Booking Details and the booking and balance reports read this one figure.
 */
export const courtOwedWithShareSql: SQL = sql`(${courtBalanceSql} - ${shareCreditsSql} - ${sharePaidSql})`;
/** The whole of what a booking owes (court with its share + add-ons); needs `occurrenceShareSql()` joined. */
export const bookingOwedWithShareSql: SQL = sql`(${bookingBalanceSql} - ${shareCreditsSql} - ${sharePaidSql})`;
