import { z } from 'zod';

/**
 * No-show strikes (issue 30 part 2, ADR 0081), a part of the club's settings: a customer with
 * `count` or more bookings marked No Show whose dates fall in the last `days` days is flagged at
 * the desk's checkout (booked only with a reason) and refused by the marketplace. 0 = off, so a
 * club that never set them flags no one.
 */
export const noShowStrikes = z.object({
  /** No-shows that make a strike; 0 = off. */
  count: z.number().int().min(0).max(100),
  /** The window: a no-show counts when its date is at most this many days before today. */
  days: z.number().int().min(0).max(3_650),
});
export type NoShowStrikes = z.infer<typeof noShowStrikes>;

export const DEFAULT_NO_SHOW_STRIKES: NoShowStrikes = { count: 0, days: 0 };

/** Whether the rule is on: both numbers set (a window without a count is off). */
export const strikesOn = (s: NoShowStrikes) => s.count > 0 && s.days > 0;

const whole = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} cannot be more than ${max.toLocaleString('en-IN')}`);

/** As a save may write it: each field refused by its name, never clamped (ADR 0048). */
export const noShowStrikesInput = z
  .object({ count: whole('Strike no-shows', 100), days: whole('Strike window', 3_650) })
  .superRefine((s, ctx) => {
    // A count with no window would look on and do nothing: refused rather than silently off.
    if (s.count > 0 && s.days === 0)
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Strike window must be at least 1 day when strike no-shows is set' });
  });

/** What a customer's strikes are at this moment (null in replies: under the limit or off). */
export const strikeState = z.object({
  /** No-shows dated in the window. */
  noShows: z.number().int(),
  /** The window in days and the count that makes a strike (the club's settings). */
  days: z.number().int(),
  limit: z.number().int(),
});
export type StrikeState = z.infer<typeof strikeState>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The messages, each naming the count and the window (issue 30: "flagged at checkout", "refused by the marketplace"). */
export const strikeMessages = {
  desk: (name: string, s: StrikeState) =>
    `${name} has ${plural(s.noShows, 'no-show', 'no-shows')} in the last ${plural(s.days, 'day', 'days')} (strike at ${s.limit}). Book only with an override reason`,
  marketplace: (name: string, s: StrikeState) =>
    `${name} cannot book online: ${plural(s.noShows, 'no-show', 'no-shows')} in the last ${plural(s.days, 'day', 'days')} (strike at ${s.limit}). Please contact the club`,
  reasonRequired: 'Override reason is required to book past the no-show strikes',
  reasonTooLong: 'Override reason cannot be longer than 200 characters',
} as const;
