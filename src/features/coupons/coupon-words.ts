import { COUPON_COUNT_MAX, COUPON_REMARKS_MAX, CouponMessages as M } from '../../../contract/coupons';
import { i18n } from '../../lib/i18n/i18n';
import { wordsFor } from '../../lib/i18n/words-table';

/**
 * The contract's coupon texts (the form and the server judge a coupon alike, in the spec's
 * English) in the language on screen; a text that is not one of them is shown as it came.
 */
const WORDS: Record<string, () => string> = {
  [M.selectDay]: () => i18n.t('coupons:message.selectDay'),
  [M.invalidDateRange]: () => i18n.t('coupons:message.invalidDateRange'),
  [M.invalidTimeRange]: () => i18n.t('coupons:message.invalidTimeRange'),
  [M.amountRequired]: () => i18n.t('coupons:message.amountRequired'),
  [M.percentRequired]: () => i18n.t('coupons:message.percentRequired'),
  [M.upperLimitRequired]: () => i18n.t('coupons:message.upperLimitRequired'),
  [M.maxUsageRequired]: () => i18n.t('coupons:message.maxUsageRequired'),
  [M.countRequired]: () => i18n.t('coupons:message.countRequired'),
  [M.countTooHigh]: () => i18n.t('coupons:message.countTooHigh', { max: COUPON_COUNT_MAX }),
  [M.remarksTooLong]: () => i18n.t('coupons:message.remarksTooLong', { max: COUPON_REMARKS_MAX }),
  [M.invalidPercent]: () => i18n.t('coupons:message.invalidPercent'),
  [M.activityNotFound]: () => i18n.t('coupons:message.activityNotFound'),
  [M.invalidCode]: () => i18n.t('coupons:message.invalidCode'),
  [M.notFound]: () => i18n.t('coupons:message.notFound'),
  [M.noResults]: () => i18n.t('coupons:message.noResults'),
};

export const couponWords = wordsFor(WORDS);

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
