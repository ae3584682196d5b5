import { z } from 'zod';
import { wireAmount } from './money-input';
import { reply } from './envelope';
import { idNumber, isoDate, money } from './booking-fields';

export const COUPON_REMARKS_MAX = 100;
export const COUPON_COUNT_MAX = 1000;
export const COUPON_PAGE_SIZE = 10;
/** Generated codes: upper-case letters and digits without look-alikes (0/O, 1/I/L). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{6,20}$/;

export const CouponMessages = {
  generated: 'Coupons generated successfully',
  updated: 'Coupon details updated',
  codesUpdated: 'Coupon codes updated',
  // Generation rules of spec 2 §5.
  selectDay: 'Select at least one day',
  invalidDateRange: 'Invalid date range selected',
  invalidTimeRange: 'Invalid time range selected',
  amountRequired: 'Amount is required',
  percentRequired: 'Discount percentage is required',
  upperLimitRequired: 'Upper limit is required',
  maxUsageRequired: 'Max usage count is required',
  countRequired: 'Coupon count is required',
  countTooHigh: `At most ${COUPON_COUNT_MAX} coupons can be generated at once`,
  remarksTooLong: `Remarks cannot be longer than ${COUPON_REMARKS_MAX} characters`,
  invalidPercent: 'Discount percentage must be more than 0 and at most 100',
  activityNotFound: 'Activity not found',
  // Search and codes.
  invalidCode: 'Invalid coupon code',
  notFound: 'Coupon not found',
  noResults: 'No Matching Results.',
  // Redemption at checkout.
  applied: 'Coupon applied',
  expired: 'Coupon has expired',
  usedUp: 'Coupon usage limit reached',
  wrongActivity: 'Coupon is not valid for this activity',
  wrongDates: 'Coupon is not valid on the selected dates',
  wrongDays: 'Coupon is not valid on the selected days',
  wrongTimes: 'Coupon is not valid at the selected times',
  singleSlot: 'Coupon is valid for a single slot only',
  zeroNet: 'Coupon cannot be applied as slots net price is 0',
} as const;

/** Day names the generate call sends (spec 2 §7), index = form id 0-6 = Monday-Sunday. */
export const COUPON_DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** The coupon table's ids (spec 2 §9): 0 = Sunday, 1 = Monday … 6 = Saturday. */
export const COUPON_TABLE_DAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const loose = z.union([z.number(), z.string()]).nullish();

/** POST /api/coupon/generate */
export const couponGenerateRequest = z.object({
  couponActivity: z
    .array(z.union([z.string(), z.number()]))
    .max(1)
    .nullish(),
  startDate: isoDate,
  endDate: isoDate,
  days: z.array(z.enum(COUPON_DAY_NAMES)).max(7),
  startTime: z
    .string()
    .regex(/^\d{2}:\d{2}(:\d{2})?$/)
    .nullish(),
  endTime: z
    .string()
    .regex(/^\d{2}:\d{2}(:\d{2})?$/)
    .nullish(),
  amount: wireAmount('Discount amount'),
  percentage: wireAmount('Discount percentage', 100),
  upperLimit: wireAmount('Upper limit'),
  remarks: z.string().nullish(),
  creator: z.string().nullish(),
  customCreator: z.string().nullish(),
  notifyEmails: z.array(z.string()).nullish(),
  isMarketplaceOnly: z.boolean().nullish(),
  couponCount: loose,
  perUserCount: z.number().nullish(),
  maxUsage: loose,
  isNewUser: z.boolean().nullish(),
  isMultipleSlot: z.boolean().nullish(),
  isPermanent: z.boolean().nullish(),
  marketplacePercent: z.number().nullish(),
  isUserSpecific: z.boolean().nullish(),
});
export type CouponGenerateRequest = z.infer<typeof couponGenerateRequest>;

/** POST /api/coupon/details/update — days are the form's ids 0-6 (Monday-Sunday). */
export const couponDetailsUpdateRequest = z.object({
  couponDetailId: idNumber,
  activities: z
    .array(z.union([z.string(), z.number()]))
    .max(1)
    .nullish(),
  startDate: isoDate,
  endDate: isoDate,
  days: z.array(z.coerce.number().int().min(0).max(6)).max(7),
  startTime: z
    .string()
    .regex(/^\d{2}:\d{2}(:\d{2})?$/)
    .nullish(),
  endTime: z
    .string()
    .regex(/^\d{2}:\d{2}(:\d{2})?$/)
    .nullish(),
  remarks: z.string().nullish(),
});

export const couponDetailSchema = z.object({
  couponDetailId: z.number().int(),
  handler: z.string(),
  timestamp: z.string(),
  /** Activity ids; empty = every activity. */
  activities: z.array(z.number().int()),
  startDate: z.string(),
  endDate: z.string(),
  /** Table ids: 0 = Sunday … 6 = Saturday (see COUPON_TABLE_DAY_LABELS). */
  days: z.array(z.number().int()),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  amount: money.nullable(),
  percent: z.number().nullable(),
  upperLimit: money.nullable(),
  remarks: z.string(),
  isPermanent: z.boolean(),
  maxUsage: z.number().int(),
  isMultipleSlot: z.boolean(),
  codeCount: z.number().int(),
});
export type CouponDetail = z.infer<typeof couponDetailSchema>;

/** GET /api/coupon/details?page=&couponId= (couponId = a code to search for). */
export const couponDetailsQuery = z.object({ page: z.coerce.number().int().min(1).default(1), couponId: z.string().max(40).optional() });
export const couponDetailsReply = reply({
  couponDetails: z.array(couponDetailSchema).optional(),
  paginationData: z.object({ next: z.number().int(), total: z.number().int() }).optional(),
});

export const couponCodeSchema = z.object({
  couponCode: z.string(),
  usage: z.number().int(),
  maxUsage: z.number().int(),
  expired: z.boolean(),
});
export type CouponCode = z.infer<typeof couponCodeSchema>;
/** GET /api/coupon/codes?couponDetailId= */
export const couponCodesQuery = z.object({ couponDetailId: idNumber });
export const couponCodesReply = reply({ couponCodes: z.array(couponCodeSchema).optional() });

/** POST /api/coupon/codes/update — a map of code → {couponCode, expired}. */
export const couponCodesUpdateRequest = z.object({
  couponDetailId: idNumber,
  couponCodes: z.record(z.string().max(40), z.object({ couponCode: z.string().max(40), expired: z.boolean() })),
});

/** POST /api/coupon/check — the checkout's coupon field, checked against the desk's cart. */
export const couponCheckRequest = z.object({ coupon: z.string().max(40) });
export const couponCheckReply = reply({ couponDiscount: money.optional(), couponCode: z.string().optional() });
export type CouponCheckReply = z.infer<typeof couponCheckReply>;
