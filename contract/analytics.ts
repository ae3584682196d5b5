import { z } from 'zod';
import { reply } from './envelope';
import { idNumber, isoDate } from './booking-fields';

/** Utilisation (spec 3 §2 Analytics, §3, §7, §9; feature 17) and the Home dashboard (feature 2). */

/** Graph type codes of spec 3 §9. */
export const GraphType = { dayAndHour: 0, hour: 1, day: 2 } as const;
export type GraphTypeCode = (typeof GraphType)[keyof typeof GraphType];

/** Longest range one utilisation or dashboard request may cover (a year and a leap day). */
export const MAX_RANGE_DAYS = 366;

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** GET /api/club/utilisation?activityId&graphType&startDate&endDate */
export const utilisationQuery = z.object({
  activityId: idNumber,
  graphType: z.coerce.number().int().min(0).max(2),
  startDate: isoDate,
  endDate: isoDate,
});
export type UtilisationQuery = z.infer<typeof utilisationQuery>;

/**
 * "A mapping of period to percentage" (spec 3 §3): day → { Monday: 41.5, … }; hour →
 * { '06:00:00': 12.5, … }; day and hour → { Monday: { '06:00:00': 0, … }, … }. Hours when no
 * court of the activity is open are absent; `overall` is the whole range (ADR 0035).
 */
export const utilisationReply = reply({
  data: z.union([z.record(z.string(), z.number()), z.record(z.string(), z.record(z.string(), z.number()))]).optional(),
  overall: z.number().nullable().optional(),
});
export type UtilisationReply = z.infer<typeof utilisationReply>;

/** Dashboard period codes of spec 3 §9. */
export const DashboardPeriod = { today: 1, yesterday: 2, thisWeek: 3, thisMonth: 4, custom: -1 } as const;
export const DASHBOARD_PERIODS = [
  { value: DashboardPeriod.today, label: 'Today' },
  { value: DashboardPeriod.yesterday, label: 'Yesterday' },
  { value: DashboardPeriod.thisWeek, label: 'This Week' },
  { value: DashboardPeriod.thisMonth, label: 'This Month' },
  { value: DashboardPeriod.custom, label: 'Custom' },
] as const;
export const ALL_ACTIVITIES = -1;

export const AnalyticsMessages = {
  validDates: 'Please Select Valid Dates',
  activityNotFound: 'Activity not found',
  selectSport: 'Select a sport',
  rangeTooLong: `Choose at most ${MAX_RANGE_DAYS} days`,
} as const;

/** GET /api/dashboard?activityId&period&fromDate&toDate */
export const dashboardQuery = z.object({
  activityId: z.coerce
    .number()
    .int()
    .refine((n) => n === ALL_ACTIVITIES || (n > 0 && n <= 2_147_483_647), 'activityId must be -1 or an activity id')
    .default(ALL_ACTIVITIES),
  period: z.coerce
    .number()
    .int()
    .refine((n) => [1, 2, 3, 4, -1].includes(n), 'period must be 1, 2, 3, 4 or -1')
    .default(DashboardPeriod.thisWeek),
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const split = z.object({ title: z.string(), sum: z.number(), online: z.number(), offline: z.number() });
export const dashboardDetails = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  previousFromDate: z.string(),
  previousToDate: z.string(),
  bookingGtv: split,
  bookingCount: split,
  cancellationCount: split,
  gtvPerDay: z.array(z.object({ date: z.string(), gtvValue: z.number() })),
  /** GTV by payment mode (the same rows; UPI is its own mode, never "Other": ADR 0082 addendum). No Pay rows move nothing. */
  gtvByMode: z.object({ cash: z.number(), card: z.number(), other: z.number(), upi: z.number() }),
  uniqueUsers: z.object({ uniqueUserCount: z.number(), previousUniqueUserCount: z.number(), uniqueUserPerc: z.number().nullable() }),
  slotsUtilisation: z.number().nullable(),
});
export type DashboardDetails = z.infer<typeof dashboardDetails>;
export const dashboardReply = reply({ dashboardDetails: dashboardDetails.optional() });
