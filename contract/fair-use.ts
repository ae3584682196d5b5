import { z } from 'zod';
import { reply } from './envelope';

/**
 * Fair-use limits of one activity (issue 30 part 3, ADR 0078). Each is a number or null (no
 * limit). Stored in the club's settings object under `fairUse`, keyed by activity id.
 */
export const fairUseLimits = z.object({
  /** Upcoming (not yet ended, not cancelled) bookings one customer may hold in the activity. */
  maxUpcoming: z.number().int().min(1).nullable(),
  /** Hours one customer may play in peak slots on one day, and in one Monday–Sunday week. */
  peakHoursPerDay: z.number().gt(0).nullable(),
  peakHoursPerWeek: z.number().gt(0).nullable(),
  /** A slot is peak when its guest price per hour is at least this (major units); null = every slot. */
  peakFromPrice: z.number().min(0).nullable(),
  /** How many days after today a slot may be booked: at the desk, and through the marketplace. */
  deskDaysAhead: z.number().int().min(0).nullable(),
  marketplaceDaysAhead: z.number().int().min(0).nullable(),
});
export type FairUseLimits = z.infer<typeof fairUseLimits>;
export type FairUseField = keyof FairUseLimits;

export const NO_FAIR_USE_LIMITS: FairUseLimits = {
  maxUpcoming: null,
  peakHoursPerDay: null,
  peakHoursPerWeek: null,
  peakFromPrice: null,
  deskDaysAhead: null,
  marketplaceDaysAhead: null,
};

/** The field names a refusal speaks of, as the settings card labels them. */
export const FAIR_USE_LABELS: Record<FairUseField, string> = {
  maxUpcoming: 'Upcoming bookings per customer',
  peakHoursPerDay: 'Peak hours per day',
  peakHoursPerWeek: 'Peak hours per week',
  peakFromPrice: 'Peak from price per hour',
  deskDaysAhead: 'Desk days ahead',
  marketplaceDaysAhead: 'Marketplace days ahead',
};

export const FAIR_USE_FIELDS = Object.keys(FAIR_USE_LABELS) as FairUseField[];

/** What the settings card sends: each field as typed (text or a number), blank = no limit. */
const typed = z.union([z.string().max(40), z.number(), z.null()]).optional();
export const fairUseSaveRequest = z.object({
  activityId: z.number().int(),
  maxUpcoming: typed,
  peakHoursPerDay: typed,
  peakHoursPerWeek: typed,
  peakFromPrice: typed,
  deskDaysAhead: typed,
  marketplaceDaysAhead: typed,
});
export type FairUseSaveRequest = z.infer<typeof fairUseSaveRequest>;

export const fairUseActivityLimits = fairUseLimits.extend({ activityId: z.number().int(), activityName: z.string() });
export type FairUseActivityLimits = z.infer<typeof fairUseActivityLimits>;
export const fairUseListReply = reply({ limits: z.array(fairUseActivityLimits).optional() });

const WHOLE: FairUseField[] = ['maxUpcoming', 'deskDaysAhead', 'marketplaceDaysAhead'];
const MAX: Record<FairUseField, number> = {
  maxUpcoming: 1_000,
  peakHoursPerDay: 24,
  peakHoursPerWeek: 168,
  peakFromPrice: 10_000_000,
  deskDaysAhead: 3_650,
  marketplaceDaysAhead: 3_650,
};

/**
 * The rule for one typed field, written once (the console checks with it before sending, the
 * server decides with it): blank is no limit; a count or a number of days is a whole number;
 * hours are in quarter hours; a price has at most two decimals. Nothing is rounded or clamped.
 */
export function parseFairUseField(
  field: FairUseField,
  typedValue: string | number | null | undefined,
): { value: number | null } | { error: string } {
  const label = FAIR_USE_LABELS[field];
  const text = typedValue === null || typedValue === undefined ? '' : String(typedValue).trim();
  if (text === '') return { value: null };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { error: `${label} must be a number` };
  const n = Number(text);
  if (n < 0) return { error: `${label} cannot be negative` };
  if (WHOLE.includes(field) && !Number.isInteger(n)) return { error: `${label} must be a whole number` };
  if ((field === 'peakHoursPerDay' || field === 'peakHoursPerWeek') && !Number.isInteger(n * 4))
    return { error: `${label} must be in quarter hours (such as 1.5)` };
  if (field === 'peakFromPrice' && !/^\d+(\.\d{1,2})?$/.test(text)) return { error: `${label} can have at most two decimals` };
  if (n === 0 && field !== 'deskDaysAhead' && field !== 'marketplaceDaysAhead' && field !== 'peakFromPrice')
    return { error: `${label} must be more than 0 (leave it blank for no limit)` };
  if (n > MAX[field]) return { error: `${label} cannot be more than ${MAX[field].toLocaleString('en-IN')}` };
  return { value: n };
}

/** Every field of a save, or the first refusal (named by field). */
export function parseFairUseSave(body: FairUseSaveRequest): { limits: FairUseLimits } | { field: FairUseField; error: string } {
  const limits = { ...NO_FAIR_USE_LIMITS };
  for (const field of FAIR_USE_FIELDS) {
    const parsed = parseFairUseField(field, body[field]);
    if ('error' in parsed) return { field, error: parsed.error };
    limits[field] = parsed.value;
  }
  return { limits };
}

export const FairUseMessages = {
  saved: 'Fair-use limits saved',
  activityNotFound: 'Activity not found',
  adminOnly: 'Only an admin can override a fair-use limit',
  reasonRequired: 'Override reason is required to override the limit',
  reasonTooLong: 'Override reason cannot be longer than 200 characters',
} as const;
export const OVERRIDE_REASON_MAX = 200;

const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The refusals, each naming its limit (issue 30: "a message naming the limit"). */
export const fairUseRefusal = {
  upcoming: (name: string, activity: string, held: number, limit: number) =>
    `${name} already has ${held} upcoming ${activity} ${held === 1 ? 'booking' : 'bookings'} (limit ${limit})`,
  /** A pattern (bulk booking) adds one booking per date. */
  upcomingPattern: (name: string, activity: string, held: number, adding: number, limit: number) =>
    `${name} already has ${held} upcoming ${activity} ${held === 1 ? 'booking' : 'bookings'} and this pattern adds ${adding} (limit ${limit})`,
  peakDay: (name: string, activity: string, date: string, wouldBe: number, limit: number) =>
    `${name} would play ${hours(wouldBe)} of peak ${activity} on ${date} (limit ${hours(limit)} a day)`,
  peakWeek: (name: string, activity: string, weekOf: string, wouldBe: number, limit: number) =>
    `${name} would play ${hours(wouldBe)} of peak ${activity} in the week of ${weekOf} (limit ${hours(limit)} a week)`,
  daysAhead: (activity: string, date: string, limit: number, where: 'desk' | 'marketplace') =>
    `${activity} can be booked at most ${days(limit)} ahead${where === 'marketplace' ? ' online' : ''} (${date} is too far)`,
};
