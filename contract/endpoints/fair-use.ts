import { Feature } from '../features';
import { fairUseListReply, fairUseSaveRequest } from '../fair-use';
import { endpoint } from './endpoint';

/** The routes of server/modules/fair-use/routes.ts: each activity's fair-use limits (ADR 0078). */
export const fairUseEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/club/fair-use', feature: Feature.clubSettings, access: 'read', reply: fairUseListReply }),
  save: endpoint({
    method: 'POST',
    path: '/api/club/fair-use',
    feature: Feature.clubSettings,
    access: 'write',
    request: fairUseSaveRequest,
    reply: fairUseListReply,
  }),
};
