import { parseCountText } from '../../../contract/count-input';
import { parseMoneyText, type MoneyRule } from '../../../contract/money-input';
import { COUPON_COUNT_MAX, COUPON_DAY_NAMES, COUPON_REMARKS_MAX, CouponMessages, type CouponDetail } from '../../../contract/coupons';
import { i18n } from '../../lib/i18n/i18n';
import { contractWords } from '../../lib/i18n/contract-words';
import { tableDayLabel } from './coupon-words';

export interface CouponFormValues {
  activityId: string | null;
  startDate: string | null;
  endDate: string | null;
  /** Form ids 0-6 = Monday-Sunday. */
  days: number[];
  startTime: string;
  endTime: string;
  mode: 'cash' | 'percent';
  amount: string;
  percent: string;
  upperLimit: string;
  remarks: string;
  count: string;
  isPermanent: boolean;
  maxUsage: string;
  isMultipleSlot: boolean;
}

/** The values once couponFormError has passed them: both dates chosen. */
export type DatedCouponValues = CouponFormValues & { startDate: string; endDate: string };

export const EMPTY_COUPON: CouponFormValues = {
  activityId: null,
  startDate: null,
  endDate: null,
  days: [0, 1, 2, 3, 4, 5, 6],
  startTime: '00:00',
  endTime: '00:00',
  mode: 'cash',
  amount: '',
  percent: '',
  upperLimit: '',
  remarks: '',
  count: '1',
  isPermanent: false,
  maxUsage: '',
  isMultipleSlot: false,
};

const blank = (v: string) => v.trim() === '';
/**
 * The typed fields under the contract's rules (ADR 0048): "150" in Discount % is refused with the
 * server's message, never cleared or reported as required; "-5" or "2.5" coupons likewise.
 */
const AMOUNT: MoneyRule = { field: 'Amount' };
const PERCENT: MoneyRule = { field: 'Discount percentage', max: 100 };
const UPPER: MoneyRule = { field: 'Upper limit' };
const COUNT = { field: 'Coupon count', min: 1, max: Number.MAX_SAFE_INTEGER };
const USAGE = { field: 'Max usage count', min: 1, max: 1_000_000 };
/** A rule's refusal in the language on screen: the rule is given the field's name in it (the English is the spec's). */
const refusal = (r: { ok: true } | { ok: false; message: string }) => (r.ok ? null : contractWords(r.message));
const named = <R extends { field: string }>(
  rule: R,
  key: 'coupons:field.percent' | 'coupons:form.upperLimit' | 'coupons:form.count' | 'coupons:field.maxUsage',
): R => ({
  ...rule,
  field: i18n.t(key),
});
/** A typed amount in major units; only called once couponFormError passed it. */
const major = (text: string, rule: MoneyRule) => {
  const r = parseMoneyText(text, rule);
  return r.ok && r.value !== null ? r.value / 100 : 0;
};
const whole = (text: string) => Number(text.trim());

const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The first rule of spec 2 §5 the form breaks, in the order the form shows them; null when fine. */
export function couponFormError(v: CouponFormValues, editing = false): string | null {
  if (v.days.length === 0) return contractWords(CouponMessages.selectDay);
  if (!v.startDate || !v.endDate || v.endDate < v.startDate) return contractWords(CouponMessages.invalidDateRange);
  if (v.startTime !== v.endTime && (v.endTime === '00:00' ? 1440 : mins(v.endTime)) <= mins(v.startTime))
    return contractWords(CouponMessages.invalidTimeRange);
  if (v.remarks.length > COUPON_REMARKS_MAX) return contractWords(CouponMessages.remarksTooLong);
  if (editing) return null;
  if (v.mode === 'cash') {
    if (blank(v.amount)) return contractWords(CouponMessages.amountRequired);
    const amount = parseMoneyText(v.amount, AMOUNT);
    if (!amount.ok) return contractWords(amount.message);
    if (!amount.value) return contractWords(CouponMessages.amountRequired);
  } else {
    if (blank(v.percent)) return contractWords(CouponMessages.percentRequired);
    const percent = parseMoneyText(v.percent, named(PERCENT, 'coupons:field.percent'));
    if (!percent.ok) return contractWords(percent.message);
    if (!percent.value) return contractWords(CouponMessages.invalidPercent);
    if (blank(v.upperLimit)) return contractWords(CouponMessages.upperLimitRequired);
    const upper = refusal(parseMoneyText(v.upperLimit, named(UPPER, 'coupons:form.upperLimit')));
    if (upper) return upper;
  }
  if (v.isPermanent) {
    if (blank(v.maxUsage)) return contractWords(CouponMessages.maxUsageRequired);
    const usage = refusal(parseCountText(v.maxUsage, named(USAGE, 'coupons:field.maxUsage')));
    if (usage) return usage;
  }
  if (blank(v.count)) return contractWords(CouponMessages.countRequired);
  const count = refusal(parseCountText(v.count, named(COUNT, 'coupons:form.count')));
  if (count) return count;
  if (whole(v.count) > COUPON_COUNT_MAX) return contractWords(CouponMessages.countTooHigh);
  return null;
}

const time = (t: string) => `${t}:00`;

/** POST /api/coupon/generate (spec 2 §7): times null when equal, day names, the chosen discount only. */
export function generatePayload(v: DatedCouponValues, creator: string) {
  const sameTime = v.startTime === v.endTime;
  return {
    couponActivity: v.activityId ? [v.activityId] : null,
    startDate: v.startDate,
    endDate: v.endDate,
    days: v.days.map((d) => COUPON_DAY_NAMES[d]),
    startTime: sameTime ? null : time(v.startTime),
    endTime: sameTime ? null : time(v.endTime),
    ...(v.mode === 'cash'
      ? { amount: major(v.amount, AMOUNT) }
      : { percentage: major(v.percent, PERCENT), upperLimit: major(v.upperLimit, UPPER) }),
    remarks: v.remarks.trim(),
    creator,
    customCreator: null,
    notifyEmails: [],
    isMarketplaceOnly: false,
    couponCount: whole(v.count),
    perUserCount: 0,
    ...(v.isPermanent ? { maxUsage: whole(v.maxUsage) } : {}),
    isNewUser: false,
    isMultipleSlot: v.isMultipleSlot,
    isPermanent: v.isPermanent,
    marketplacePercent: 0,
    isUserSpecific: false,
  };
}

/** Edit Details starts from the coupon: table day ids (0 = Sunday) back to form ids (0 = Monday). */
export function formOfDetail(d: CouponDetail): CouponFormValues {
  return {
    ...EMPTY_COUPON,
    activityId: d.activities[0] ? String(d.activities[0]) : null,
    startDate: d.startDate,
    endDate: d.endDate,
    days: d.days.map((x) => (x + 6) % 7).sort(),
    startTime: d.startTime?.slice(0, 5) ?? '00:00',
    endTime: d.endTime?.slice(0, 5) ?? '00:00',
    remarks: d.remarks,
  };
}

export function updatePayload(id: number, v: DatedCouponValues) {
  const sameTime = v.startTime === v.endTime;
  return {
    couponDetailId: id,
    activities: v.activityId ? [v.activityId] : null,
    startDate: v.startDate,
    endDate: v.endDate,
    days: v.days,
    startTime: sameTime ? null : time(v.startTime),
    endTime: sameTime ? null : time(v.endTime),
    remarks: v.remarks.trim(),
  };
}

/** The table's day text: 7 days read 'All', else the labels with 0 = Sunday (spec 2 §9). */
export function daysLabel(tableDays: number[]): string {
  return tableDays.length === 7 ? i18n.t('coupons:page.all') : tableDays.map(tableDayLabel).join(', ');
}
