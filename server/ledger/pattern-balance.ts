import { sql, type SQL } from 'drizzle-orm';
import { taxOnTopSql } from './tax-on-top';

/**
 * A pattern's court balance, derived from rows (never stored; `p` is the pattern_bookings
 * alias): gross of its live occurrences − their club discount (the checkout's discount, spread
 * over the occurrences: ADR 0051) + what cancellations kept − money rows of the pattern
 * (payments positive, refunds negative) − member credits held for it. ADR 0025 explains why cancellations keep fees.
 */
export const patternLiveGrossSql: SQL = sql`COALESCE((SELECT SUM(pb.court_gross_minor) FROM bookings pb
  WHERE pb.pattern_id = p.id AND pb.club_id = p.club_id AND NOT pb.cancelled), 0)`;
export const patternLiveDiscountSql: SQL = sql`COALESCE((SELECT SUM(pb.club_discount_minor) FROM bookings pb
  WHERE pb.pattern_id = p.id AND pb.club_id = p.club_id AND NOT pb.cancelled), 0)`;
/** GST on top of each live occurrence's court line (0 unless the club's prices exclude tax, ADR 0082). */
export const patternLiveTaxSql: SQL = sql`COALESCE((SELECT SUM(${taxOnTopSql(
  sql`pb.court_gross_minor - pb.volume_discount_minor - pb.club_discount_minor`,
  sql`pb.tax_rate_bp`,
  sql`pb.tax_inter_state`,
)}) FROM bookings pb WHERE pb.pattern_id = p.id AND pb.club_id = p.club_id AND NOT pb.cancelled), 0)`;
export const patternPaidSql: SQL = sql`COALESCE((SELECT SUM(pt.amount_minor) FROM transactions pt
  WHERE pt.pattern_id = p.id AND pt.club_id = p.club_id AND pt.target = 'court'), 0)`;
/** Member credits held for the pattern: redemptions (negative entries) less credits given back (ADR 0037). */
export const patternCreditsSql: SQL = sql`COALESCE((SELECT -SUM(pc.amount_minor) FROM member_credit_entries pc
  WHERE pc.pattern_id = p.id AND pc.club_id = p.club_id), 0)`;
export const patternBalanceSql: SQL = sql`(${patternLiveGrossSql} - ${patternLiveDiscountSql} + ${patternLiveTaxSql} + p.cancel_fee_minor - ${patternPaidSql} - ${patternCreditsSql})`;
