import { endpoints } from '../../../../contract/endpoint-table';
import type { CreateCalendarFeedRequest } from '../../../../contract/calendar-feeds';
import { api } from '../../../lib/api/client';

const e = endpoints.calendarFeeds;

export const fetchFeeds = () => api.call(e.list);
export const createFeed = (body: CreateCalendarFeedRequest) => api.call(e.create, body, { present: { failure: 'none' } });
export const revokeFeed = (feedId: number) => api.call(e.revoke, { feedId }, { present: { success: true } });
