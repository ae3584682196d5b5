import { z } from 'zod';
import { wireAmount } from './money-input';
import { reply } from './envelope';
import { idNumber, isoDate, wireTime } from './booking-fields';

export const PricingMessages = {
  saved: 'Pricing saved successfully',
  formIncomplete: 'Form incomplete, fill all the required fields',
  priceClassNotFound: 'Price class not found',
  timeStep: 'Times must be on a 15-minute step',
  endBeforeStart: 'End time must be after start time ({start} - {end})',
  /** Two price slots of one day overlap: both ranges and the day are named. */
  overlap: 'Time ranges {a} and {b} overlap on {day}',
  invalidDays: 'Invalid day range',
  invalidPrice: 'Price must be a number of 0 or more',
  invalidDiscount: 'Volume discount needs a slot count of 1 or more and a percent from 0 to 100',
  invalidDates: 'Please Select Valid Dates',
  specialOverlap: 'Special pricing {start} to {end} already covers some of these dates',
  specialNotFound: 'Special pricing period not found',
  periodUpdated: 'Special pricing dates updated',
  holidayAdded: 'Holiday added',
  holidayRemoved: 'Holiday removed',
  holidayExists: 'This date is already a holiday',
  holidayNotFound: 'This date is not a holiday',
  invalidDate: 'Please select a valid date',
  /** Member prices (issue 30, ADR 0075). */
  invalidMemberPrice: 'Member price must be a number of 0 or more',
  memberPriceAbove: 'Member price cannot be more than the price ({price})',
  invalidMemberDiscount: 'Member discount must be a percent from 0 to 100',
} as const;

export const PRICE_TYPES = ['regular', 'holiday', 'special'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
export const HOLIDAY_DAY = 7;
/** Day labels of the pricing scale (0-6 = Monday-Sunday, 7 = holiday). */
export const PRICING_DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Holiday'];

/** A price slot as stored and shown: price in major units as text (the spec's "sent as price, a string"). */
export const priceSlotSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  price: z.string(),
  /** What a member pays (major units as text); null when members pay the price less the class's member discount. */
  memberPrice: z.string().nullable().optional(),
  /** Slot count → percent ("3": 5 = from 3 slots, 5 % off). */
  slotDiscount: z.record(z.string(), z.number()),
  bulkDiscount: z.boolean(),
});
export type PriceSlotView = z.infer<typeof priceSlotSchema>;

export const pricingEntrySchema = z.object({
  startDay: z.number().int(),
  endDay: z.number().int(),
  pricingVersion: z.number().int(),
  priceSlots: z.array(priceSlotSchema),
});
export type PricingEntry = z.infer<typeof pricingEntrySchema>;

export const specialPeriodSchema = z.object({ startDate: z.string(), endDate: z.string(), pricing: z.array(pricingEntrySchema) });
export type SpecialPeriod = z.infer<typeof specialPeriodSchema>;

/** GET /api/pricing/class/details */
export const priceClassSchema = z.object({
  priceClassId: z.number().int(),
  pricingClassName: z.string(),
  activityId: z.number().int(),
  activityName: z.string(),
  courts: z.array(z.object({ courtId: z.number().int(), courtName: z.string() })),
  /** "HH:mm:ss - HH:mm:ss", the widest opening of the class's courts. */
  openCloseHours: z.string(),
  slotDuration: z.number().int(),
});
export type PriceClass = z.infer<typeof priceClassSchema>;
export const priceClassReply = reply({ priceClassList: z.array(priceClassSchema).optional() });

/** GET /api/pricing/config/details?priceClass=&activityId= */
export const pricingConfigQuery = z.object({ priceClass: idNumber, activityId: idNumber });
export const pricingConfigReply = reply({
  priceClass: z.number().int().optional(),
  activityId: z.number().int().optional(),
  openHour: z.string().optional(),
  closeHour: z.string().optional(),
  slotDuration: z.number().int().optional(),
  /** The class's member discount in percent (text), for price slots without a member price; null = none. */
  memberDiscountPercent: z.string().nullable().optional(),
  pricing: z
    .object({
      regular: z.array(pricingEntrySchema),
      holiday: z.array(pricingEntrySchema),
      /** One entry per special period, ordered by start date (the spec's "keyed by a date period"). */
      special: z.array(specialPeriodSchema),
    })
    .optional(),
});
export type PricingConfigReply = z.infer<typeof pricingConfigReply>;

/** Form values arrive as typed: prices and percents may be text; checks happen in the service. */
const loose = z.union([z.number(), z.string()]).nullish();
export const priceSlotInput = z.object({
  startTime: wireTime,
  endTime: wireTime,
  price: wireAmount('Price'),
  /** Blank = no member price of its own. */
  memberPrice: wireAmount('Member price'),
  slotDiscount: z.union([z.record(z.string(), loose), z.array(z.tuple([loose, loose]))]).nullish(),
  bulkDiscount: z.unknown().optional(),
});
export const pricingEntryInput = z.object({
  startDay: z.coerce.number().int().min(0).max(7),
  endDay: z.coerce.number().int().min(0).max(7),
  slots: z.array(priceSlotInput).max(96),
});

/** POST /api/pricing/config: replaces the class's pricing of one type (of one period for special). */
export const pricingConfigRequest = z.object({
  priceClass: idNumber,
  activityId: idNumber,
  priceType: z.enum(PRICE_TYPES).optional(),
  isPeriodicPricing: z.boolean().nullish(),
  startDate: isoDate.nullish(),
  endDate: isoDate.nullish(),
  pricing: z.array(pricingEntryInput).max(14),
  /** The class's member discount in percent; absent = unchanged, blank = none. */
  memberDiscountPercent: loose,
});
export type PricingConfigRequest = z.infer<typeof pricingConfigRequest>;

/** POST /api/pricing/special/period: the special date-range dialog's "Change" step. */
export const specialPeriodRequest = z.object({
  priceClass: idNumber,
  activityId: idNumber,
  startDate: isoDate,
  endDate: isoDate,
  newStartDate: isoDate,
  newEndDate: isoDate,
});

/** Holidays: GET /api/pricing/holiday/details; POST …/config and …/remove with one date. */
export const holidayDatesRequest = z.object({ dates: z.array(isoDate).min(1).max(1) });
export const holidaysReply = reply({ holidays: z.array(z.string()).optional() });
