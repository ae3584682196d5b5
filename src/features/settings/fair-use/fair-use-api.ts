import { endpoints } from '../../../../contract/endpoint-table';
import type { FairUseSaveRequest } from '../../../../contract/fair-use';
import { api } from '../../../lib/api/client';

const e = endpoints.fairUse;

export const fetchFairUse = () => api.call(e.list);
/** The card shows a refusal under its field itself; a success is toasted. */
export const saveFairUse = (body: FairUseSaveRequest) => api.call(e.save, body, { present: { success: true, failure: 'none' } });
