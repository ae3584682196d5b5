import { streamTokenQuery } from '../session';
import { endpoint } from './endpoint';

/** The routes of server/modules/live/routes.ts. */
export const liveEndpoints = {
  calendarStream: endpoint({ method: 'GET', path: '/api/live', feature: null, access: null, request: streamTokenQuery }),
};
