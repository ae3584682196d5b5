import { healthReply } from '../session';
import { endpoint } from './endpoint';
import { HEALTH_PATH } from './prefixes';

/** The routes of server/modules/system/routes.ts. */
export const systemEndpoints = {
  health: endpoint({ method: 'GET', path: HEALTH_PATH, feature: null, access: null, reply: healthReply }),
};
