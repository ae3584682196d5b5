import { Feature } from '../features';
import { addonAddRequest, addonUpdateRequest, configExtrasReply, offeredExtrasQuery } from '../addons';
import { extrasReply } from '../cart';
import { baseReply } from '../envelope';
import { endpoint } from './endpoint';

/** The routes of server/modules/addons/routes.ts. */
export const addonsEndpoints = {
  offered: endpoint({
    method: 'GET',
    path: '/api/extras/offered',
    feature: Feature.bookingCalendar,
    access: 'read',
    request: offeredExtrasQuery,
    reply: extrasReply,
  }),
  list: endpoint({ method: 'GET', path: '/api/club/extras/list', feature: Feature.addons, access: 'read', reply: configExtrasReply }),
  configure: endpoint({
    method: 'POST',
    path: '/api/club/extras/configure',
    feature: Feature.addons,
    access: 'write',
    request: addonAddRequest,
    reply: baseReply,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/club/extras/update',
    feature: Feature.addons,
    access: 'write',
    request: addonUpdateRequest,
    reply: baseReply,
  }),
  listDownload: endpoint({ method: 'GET', path: '/api/club/extras/list/download', feature: Feature.addons, access: 'read' }),
};
