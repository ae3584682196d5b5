import { healthReply, readyReply } from '../session';
import { endpoint } from './endpoint';
import { HEALTH_PATH } from './prefixes';

/** The routes of server/modules/system/routes.ts. */
export const systemEndpoints = {
  health: endpoint({ method: 'GET', path: HEALTH_PATH, feature: null, access: null, reply: healthReply }),
  /** For a load balancer or systemd: take traffic only once the database is reachable and migrated. */
  ready: endpoint({ method: 'GET', path: '/api/public/ready', feature: null, access: null, reply: readyReply }),
};
