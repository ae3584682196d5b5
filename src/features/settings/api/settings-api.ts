import { clubSettingsReply, type UpdateClubSettingsBody } from '../../../../contract/club-settings-wire';
import { api } from '../../../lib/api/client';

export const fetchClubSettings = () => api.get('/club/settings', undefined, { schema: clubSettingsReply, present: { failure: 'warning' } });

/** Field errors come back as paths ('settings.cartHoldMinutes'): the page shows them in place. */
export const saveClubSettings = (body: UpdateClubSettingsBody) =>
  api.post('/club/settings/update', body, { schema: clubSettingsReply, present: { success: true, failure: 'error' } });
