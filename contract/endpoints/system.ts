import { healthReply } from '../session';
import { endpoint } from './endpoint';

/** The routes of server/modules/system/routes.ts. */
export const systemEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/public/health', feature: null, access: null, reply: healthReply }),
};
