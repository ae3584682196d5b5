import { COUPON_DAY_NAMES, COUPON_REMARKS_MAX, COUPON_TABLE_DAY_LABELS, CouponMessages, type CouponDetail } from '../../../contract/coupons';

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

export const EMPTY_COUPON: CouponFormValues = {
  activityId: null, startDate: null, endDate: null, days: [0, 1, 2, 3, 4, 5, 6], startTime: '00:00', endTime: '00:00',
  mode: 'cash', amount: '', percent: '', upperLimit: '', remarks: '', count: '1', isPermanent: false, maxUsage: '', isMultipleSlot: false,
};

const blank = (v: string) => v.trim() === '';
const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The first rule of spec 2 §5 the form breaks, in the order the form shows them; null when fine. */
export function couponFormError(v: CouponFormValues, editing = false): string | null {
  if (v.days.length === 0) return CouponMessages.selectDay;
  if (!v.startDate || !v.endDate || v.endDate < v.startDate) return CouponMessages.invalidDateRange;
  if (v.startTime !== v.endTime && (v.endTime === '00:00' ? 1440 : mins(v.endTime)) <= mins(v.startTime)) return CouponMessages.invalidTimeRange;
  if (v.remarks.length > COUPON_REMARKS_MAX) return CouponMessages.remarksTooLong;
  if (editing) return null;
  if (v.mode === 'cash' && (blank(v.amount) || Number(v.amount) <= 0)) return CouponMessages.amountRequired;
  if (v.mode === 'percent' && blank(v.percent)) return CouponMessages.percentRequired;
  if (v.mode === 'percent' && blank(v.upperLimit)) return CouponMessages.upperLimitRequired;
  if (v.isPermanent && blank(v.maxUsage)) return CouponMessages.maxUsageRequired;
  if (blank(v.count)) return CouponMessages.countRequired;
  return null;
}

const time = (t: string) => `${t}:00`;

/** POST /api/coupon/generate (spec 2 §7): times null when equal, day names, the chosen discount only. */
export function generatePayload(v: CouponFormValues, creator: string) {
  const sameTime = v.startTime === v.endTime;
  return {
    couponActivity: v.activityId ? [v.activityId] : null,
    startDate: v.startDate,
    endDate: v.endDate,
    days: v.days.map((d) => COUPON_DAY_NAMES[d]),
    startTime: sameTime ? null : time(v.startTime),
    endTime: sameTime ? null : time(v.endTime),
    ...(v.mode === 'cash' ? { amount: Number(v.amount) } : { percentage: Number(v.percent), upperLimit: Number(v.upperLimit) }),
    remarks: v.remarks.trim(),
    creator,
    customCreator: null,
    notifyEmails: [],
    isMarketplaceOnly: false,
    couponCount: Number(v.count),
    perUserCount: 0,
    ...(v.isPermanent ? { maxUsage: Number(v.maxUsage) } : {}),
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

export function updatePayload(id: number, v: CouponFormValues) {
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
  return tableDays.length === 7 ? 'All' : tableDays.map((d) => COUPON_TABLE_DAY_LABELS[d]).join(', ');
}
