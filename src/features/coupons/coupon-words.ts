import { i18n } from '../../lib/i18n/i18n';

/** Short day names, 0 = Sunday (the coupon table's ids, spec 2 §9). */
const TABLE_DAYS = [
  'coupons:day.sun',
  'coupons:day.mon',
  'coupons:day.tue',
  'coupons:day.wed',
  'coupons:day.thu',
  'coupons:day.fri',
  'coupons:day.sat',
] as const;

export const tableDayLabel = (day: number): string => i18n.t(TABLE_DAYS[day]);
/** The form's day chips, 0 = Monday. */
export const formDayLabel = (day: number): string => i18n.t(TABLE_DAYS[(day + 1) % 7]);
