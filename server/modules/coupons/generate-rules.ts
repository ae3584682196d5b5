import {
  COUPON_COUNT_MAX,
  COUPON_DAY_NAMES,
  COUPON_REMARKS_MAX,
  CouponMessages,
  type CouponGenerateRequest,
} from '../../../contract/coupons';
import { endMinutesOf, minutesOf } from '../../core/dates';
import { toMinor } from '../../core/money';

export interface CouponTerms {
  activityId: number | null;
  startDate: string;
  endDate: string;
  /** 0-6 = Monday-Sunday. */
  days: number[];
  startTime: string | null;
  endTime: string | null;
  remarks: string;
}

export interface NewCoupon extends CouponTerms {
  amountMinor: number | null;
  percent: number | null;
  upperLimitMinor: number | null;
  isPermanent: boolean;
  maxUsage: number;
  isMultipleSlot: boolean;
  count: number;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const norm = (t: string) => (t.length === 5 ? `${t}:00` : t);
export const validDate = (d: string) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
};

function wholeNumber(v: unknown): number | null {
  const n = Number(v);
  return !blank(v) && Number.isInteger(n) && n >= 1 ? n : null;
}

/** Activity, dates, days, times and remarks: shared by generate and Edit Details. */
export function checkTerms(input: {
  activity: (string | number)[] | null | undefined;
  startDate: string;
  endDate: string;
  days: number[];
  startTime?: string | null;
  endTime?: string | null;
  remarks?: string | null;
}): Checked<CouponTerms> {
  if (input.days.length === 0) return { ok: false, message: CouponMessages.selectDay };
  if (!validDate(input.startDate) || !validDate(input.endDate) || input.endDate < input.startDate) {
    return { ok: false, message: CouponMessages.invalidDateRange };
  }
  // Equal (or missing) times mean the whole day (the form sends null when they are equal).
  let startTime = input.startTime ? norm(input.startTime) : null;
  let endTime = input.endTime ? norm(input.endTime) : null;
  if (startTime && endTime && startTime === endTime) startTime = endTime = null;
  if ((startTime === null) !== (endTime === null)) return { ok: false, message: CouponMessages.invalidTimeRange };
  if (startTime && endTime) {
    const s = minutesOf(startTime);
    const e = endMinutesOf(endTime);
    if (s % 15 !== 0 || e % 15 !== 0 || e <= s) return { ok: false, message: CouponMessages.invalidTimeRange };
  }
  const remarks = (input.remarks ?? '').trim();
  if (remarks.length > COUPON_REMARKS_MAX) return { ok: false, message: CouponMessages.remarksTooLong };
  const raw = input.activity?.[0];
  const activityId = raw === undefined || raw === null || raw === '' ? null : Number(raw);
  if (activityId !== null && (!Number.isInteger(activityId) || activityId < 1))
    return { ok: false, message: CouponMessages.activityNotFound };
  return {
    ok: true,
    value: {
      activityId,
      startDate: input.startDate,
      endDate: input.endDate,
      days: [...new Set(input.days)].sort(),
      startTime,
      endTime,
      remarks,
    },
  };
}

/** The generation rules of spec 2 §5, in the order the form shows them. */
export function checkGenerate(input: CouponGenerateRequest): Checked<NewCoupon> {
  const terms = checkTerms({ ...input, activity: input.couponActivity, days: input.days.map((d) => COUPON_DAY_NAMES.indexOf(d)) });
  if (!terms.ok) return terms;
  const percentMode = !blank(input.percentage) || !blank(input.upperLimit);
  let amountMinor: number | null = null;
  let percent: number | null = null;
  let upperLimitMinor: number | null = null;
  if (percentMode) {
    if (blank(input.percentage)) return { ok: false, message: CouponMessages.percentRequired };
    percent = Number(input.percentage);
    if (!Number.isFinite(percent) || percent <= 0 || percent > 100) return { ok: false, message: CouponMessages.invalidPercent };
    upperLimitMinor = toMinor(input.upperLimit);
    if (upperLimitMinor === null || upperLimitMinor <= 0) return { ok: false, message: CouponMessages.upperLimitRequired };
  } else {
    amountMinor = toMinor(input.amount);
    if (amountMinor === null || amountMinor <= 0) return { ok: false, message: CouponMessages.amountRequired };
  }
  const isPermanent = input.isPermanent === true;
  const maxUsage = isPermanent ? wholeNumber(input.maxUsage) : 1;
  if (maxUsage === null) return { ok: false, message: CouponMessages.maxUsageRequired };
  const count = wholeNumber(input.couponCount);
  if (count === null) return { ok: false, message: CouponMessages.countRequired };
  if (count > COUPON_COUNT_MAX) return { ok: false, message: CouponMessages.countTooHigh };
  return {
    ok: true,
    value: {
      ...terms.value,
      amountMinor,
      percent,
      upperLimitMinor,
      isPermanent,
      maxUsage,
      isMultipleSlot: input.isMultipleSlot === true,
      count,
    },
  };
}
