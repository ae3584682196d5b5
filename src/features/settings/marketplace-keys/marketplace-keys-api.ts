import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';

const e = endpoints.marketplace;

export const fetchKeys = () => api.call(e.keys);
export const createKey = (name: string) => api.call(e.createKey, { name }, { present: { failure: 'none' } });
export const revokeKey = (id: number) => api.call(e.revokeKey, { id }, { present: { success: true } });
export const setKeyLimit = (id: number, perMinute: number) =>
  api.call(e.keyLimit, { id, perMinute }, { present: { success: true, failure: 'none' } });
