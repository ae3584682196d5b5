import { messageReply, staffListReply, userPermissionsReply, type CreateUserBody } from '../../../../contract/staff';
import { api } from '../../../lib/api/client';

export const fetchStaff = () => api.get('/club/users', undefined, { schema: staffListReply, present: { failure: 'warning' } });

/** Failures are shown by the caller (under a field or in the dialog). */
export const createDeskPerson = (body: CreateUserBody) =>
  api.post('/user/create', body, { schema: messageReply, present: { success: true, failure: 'none' } });

export const fetchPermissions = (userId: number, clubId: number) =>
  api.get('/user/permissions', { userId, clubId }, { schema: userPermissionsReply, present: { failure: 'error' } });

export const savePermissions = (userId: number, features: { featureId: number; isReadOnly: boolean }[]) =>
  api.post('/user/permissions/update', { userId, features }, { schema: messageReply, present: { success: true, failure: 'error' } });

export const removeUser = (userId: number) =>
  api.post('/user/remove', { userId }, { schema: messageReply, present: { success: true, failure: 'error' } });

export const changePassword = (oldPassword: string, newPassword: string) =>
  api.post(
    '/password/update',
    { old_password: oldPassword, new_password: newPassword },
    { schema: messageReply, present: { success: true, failure: 'none' } },
  );
