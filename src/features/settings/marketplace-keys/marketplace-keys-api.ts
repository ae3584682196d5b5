import { baseReply } from '../../../../contract/envelope';
import { createKeyReply, marketplaceKeysReply } from '../../../../contract/marketplace';
import { api } from '../../../lib/api/client';

export const fetchKeys = () => api.get('/club/marketplace/keys', undefined, { schema: marketplaceKeysReply });
export const createKey = (name: string) =>
  api.post('/club/marketplace/keys', { name }, { schema: createKeyReply, present: { failure: 'none' } });
export const revokeKey = (id: number) =>
  api.post('/club/marketplace/keys/revoke', { id }, { schema: baseReply, present: { success: true } });
