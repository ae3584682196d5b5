import { endpoints, type RequestOf } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';

const e = endpoints.staff;

export const fetchStaff = () => api.call(e.users, undefined, { present: { failure: 'warning' } });

/** Failures are shown by the caller (under a field or in the dialog). */
export const createDeskPerson = (body: RequestOf<typeof e.createUser>) =>
  api.call(e.createUser, body, { present: { success: true, failure: 'none' } });

export const fetchPermissions = (userId: number, clubId: number) =>
  api.call(e.permissions, { userId, clubId: String(clubId) }, { present: { failure: 'error' } });

export const savePermissions = (userId: number, features: { featureId: number; isReadOnly: boolean }[]) =>
  api.call(e.updatePermissions, { userId, features }, { present: { success: true, failure: 'error' } });

export const removeUser = (userId: number) => api.call(e.removeUser, { userId }, { present: { success: true, failure: 'error' } });

export const changePassword = (oldPassword: string, newPassword: string) =>
  api.call(e.changePassword, { old_password: oldPassword, new_password: newPassword }, { present: { success: true, failure: 'none' } });
