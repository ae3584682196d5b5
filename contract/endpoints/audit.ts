import { Feature } from '../features';
import { auditFacetsReply, auditQuery, auditReply } from '../audit';
import { endpoint } from './endpoint';

/** The routes of server/modules/audit/routes.ts. */
export const auditEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/audit-log', feature: Feature.staff, access: 'read', request: auditQuery, reply: auditReply }),
  facets: endpoint({ method: 'GET', path: '/api/audit-log/facets', feature: Feature.staff, access: 'read', reply: auditFacetsReply }),
  download: endpoint({ method: 'GET', path: '/api/audit-log/download', feature: Feature.staff, access: 'read', request: auditQuery }),
};
