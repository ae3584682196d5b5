import { Feature } from '../features';
import { sanityReply } from '../sync';
import { endpoint } from './endpoint';

/** The routes of server/modules/sync/routes.ts. */
export const syncEndpoints = {
  sanity: endpoint({
    method: 'POST',
    path: '/api/availability/sanity',
    feature: Feature.clubSettings,
    access: 'write',
    reply: sanityReply,
  }),
};
