import { z } from 'zod';
import { reply } from './envelope';
import { idNumber } from './booking-fields';

/**
 * Calendar feeds (issue 28 part 3, ADR 0073): a secret URL an admin pastes into Google Calendar
 * or Outlook, serving the bookings, blocks and pattern occurrences of the club, one activity or
 * one court as RFC 5545. The URL is shown once, when the feed is made; only its hash is kept.
 */
export const CalendarFeedMessages = {
  created: 'Calendar feed created. Copy the link now: it is shown only once.',
  revoked: 'Calendar feed revoked',
  notFound: 'Calendar feed not found',
  activityNotFound: 'Activity not found',
  courtNotFound: 'Court not found',
  idRequired: 'Choose an activity or court for this feed',
  idNotAllowed: 'A club feed takes no id',
} as const;

export const calendarFeedScope = z.enum(['club', 'activity', 'court']);
export type CalendarFeedScope = z.infer<typeof calendarFeedScope>;

/** POST /api/calendar-feeds: `id` is the activity's or the court's; a club feed has none. */
export const createCalendarFeedRequest = z.object({ scope: calendarFeedScope, id: idNumber.optional() }).superRefine((v, ctx) => {
  if (v.scope !== 'club' && v.id === undefined) ctx.addIssue({ code: 'custom', path: ['id'], message: CalendarFeedMessages.idRequired });
  if (v.scope === 'club' && v.id !== undefined) ctx.addIssue({ code: 'custom', path: ['id'], message: CalendarFeedMessages.idNotAllowed });
});
export type CreateCalendarFeedRequest = z.infer<typeof createCalendarFeedRequest>;

export const calendarFeedView = z.object({
  feedId: z.number().int(),
  scope: calendarFeedScope,
  /** The activity's or court's id; null for the club. */
  id: z.number().int().nullable(),
  /** What the feed covers, as the desk names it: the club, "Badminton", "Badminton · Court 1". */
  label: z.string(),
  /** The first characters of the token, to tell feeds apart without revealing them. */
  tokenPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type CalendarFeedView = z.infer<typeof calendarFeedView>;

export const createCalendarFeedReply = reply({ url: z.string().optional(), feed: calendarFeedView.optional() });
export const calendarFeedsReply = reply({ feeds: z.array(calendarFeedView).optional() });
export const revokeCalendarFeedRequest = z.object({ feedId: idNumber });

/** The window a feed serves, in days around the club's today (ADR 0073). */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;
