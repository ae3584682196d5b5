import { Feature } from '../features';
import { baseReply } from '../envelope';
import { calendarFeedsReply, createCalendarFeedReply, createCalendarFeedRequest, revokeCalendarFeedRequest } from '../calendar-feeds';
import { endpoint } from './endpoint';

/**
 * The routes of server/modules/calendar-feeds/routes.ts: Club Settings (feature 19) makes, lists
 * and revokes feeds. The feed itself (/ical/<token>.ics) signs in by its token and is not an /api
 * route (ICAL_PREFIX).
 */
export const calendarFeedsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/calendar-feeds', feature: Feature.clubSettings, access: 'read', reply: calendarFeedsReply }),
  create: endpoint({
    method: 'POST',
    path: '/api/calendar-feeds',
    feature: Feature.clubSettings,
    access: 'write',
    request: createCalendarFeedRequest,
    reply: createCalendarFeedReply,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/api/calendar-feeds/revoke',
    feature: Feature.clubSettings,
    access: 'write',
    request: revokeCalendarFeedRequest,
    reply: baseReply,
  }),
};
