import { Feature } from '../features';
import { blockingReply, blockingRequest, blockingSearchQuery, blockingSearchReply, unblockingReply, unblockingRequest } from '../blocking';
import { verifyReply } from '../bulk';
import { endpoint } from './endpoint';

/** The routes of server/modules/blocking/routes.ts. */
export const blockingEndpoints = {
  verifyBlock: endpoint({
    method: 'POST',
    path: '/api/blocking/verify',
    feature: Feature.blockSlots,
    access: 'read',
    request: blockingRequest,
    reply: verifyReply,
  }),
  verifyUnblock: endpoint({
    method: 'POST',
    path: '/api/unblocking/verify',
    feature: Feature.blockSlots,
    access: 'read',
    request: blockingRequest,
    reply: verifyReply,
  }),
  block: endpoint({
    method: 'POST',
    path: '/api/blocking',
    feature: Feature.blockSlots,
    access: 'write',
    request: blockingRequest,
    reply: blockingReply,
  }),
  unblock: endpoint({
    method: 'POST',
    path: '/api/unblocking',
    feature: Feature.blockSlots,
    access: 'write',
    request: unblockingRequest,
    reply: unblockingReply,
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/blocking/search',
    feature: Feature.blockSlots,
    access: 'read',
    request: blockingSearchQuery,
    reply: blockingSearchReply,
  }),
};
