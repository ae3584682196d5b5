import { endpoints, type RequestOf } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';

const e = endpoints.clubSettings;

export const fetchClubSettings = () => api.call(e.settings, undefined, { present: { failure: 'warning' } });

/** Field errors come back as paths ('settings.cartHoldMinutes'): the page shows them in place. */
export const saveClubSettings = (body: RequestOf<typeof e.update>) =>
  api.call(e.update, body, { present: { success: true, failure: 'error' } });
