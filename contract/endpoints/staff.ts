import { Feature } from '../features';
import {
  changePasswordBody,
  createUserBody,
  messageReply,
  removeUserBody,
  staffListReply,
  updatePermissionsBody,
  userPermissionsQuery,
  userPermissionsReply,
} from '../staff';
import { streamTokenQuery } from '../session';
import { endpoint } from './endpoint';

/** The routes of server/modules/staff/routes.ts and server/modules/staff/session-stream.ts. */
export const staffEndpoints = {
  users: endpoint({ method: 'GET', path: '/api/club/users', feature: Feature.staff, access: 'read', reply: staffListReply }),
  createUser: endpoint({
    method: 'POST',
    path: '/api/user/create',
    feature: Feature.staff,
    access: 'write',
    request: createUserBody,
    reply: messageReply,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/password/update',
    feature: null,
    access: 'read',
    request: changePasswordBody,
    reply: messageReply,
  }),
  permissions: endpoint({
    method: 'GET',
    path: '/api/user/permissions',
    feature: Feature.staff,
    access: 'read',
    request: userPermissionsQuery,
    reply: userPermissionsReply,
  }),
  updatePermissions: endpoint({
    method: 'POST',
    path: '/api/user/permissions/update',
    feature: Feature.staff,
    access: 'write',
    request: updatePermissionsBody,
    reply: messageReply,
  }),
  removeUser: endpoint({
    method: 'POST',
    path: '/api/user/remove',
    feature: Feature.staff,
    access: 'write',
    request: removeUserBody,
    reply: messageReply,
  }),
  sessionStream: endpoint({ method: 'GET', path: '/api/live/session', feature: null, access: null, request: streamTokenQuery }),
};
