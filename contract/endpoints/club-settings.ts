import { Feature } from '../features';
import { clubConfigReply, clubSettingsReply, escalationReply, updateClubSettingsBody } from '../club-settings-wire';
import { endpoint } from './endpoint';

/** The routes of server/modules/club-settings/routes.ts. */
export const clubSettingsEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/club/settings',
    feature: Feature.clubSettings,
    access: 'read',
    reply: clubSettingsReply,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/club/settings/update',
    feature: Feature.clubSettings,
    access: 'write',
    request: updateClubSettingsBody,
    reply: clubSettingsReply,
  }),
  config: endpoint({ method: 'GET', path: '/api/club/config', feature: null, access: 'read', reply: clubConfigReply }),
  escalationMatrix: endpoint({ method: 'GET', path: '/api/escalation-matrix', feature: null, access: 'read', reply: escalationReply }),
};
