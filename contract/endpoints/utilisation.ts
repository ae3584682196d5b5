import { Feature } from '../features';
import { utilisationQuery, utilisationReply } from '../analytics';
import { endpoint } from './endpoint';

/** The routes of server/modules/utilisation/routes.ts. */
export const utilisationEndpoints = {
  utilisation: endpoint({
    method: 'GET',
    path: '/api/club/utilisation',
    feature: Feature.utilisation,
    access: 'read',
    request: utilisationQuery,
    reply: utilisationReply,
  }),
};
