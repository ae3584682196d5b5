import { Feature } from '../features';
import { dashboardQuery, dashboardReply } from '../analytics';
import { endpoint } from './endpoint';

/** The routes of server/modules/dashboard/routes.ts. */
export const dashboardEndpoints = {
  dashboard: endpoint({
    method: 'GET',
    path: '/api/dashboard',
    feature: Feature.dashboard,
    access: 'read',
    request: dashboardQuery,
    reply: dashboardReply,
  }),
};
