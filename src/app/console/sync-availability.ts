import { syncReply } from '../../../contract/club-settings-wire';
import { api } from '../../lib/api/client';
import { resync } from '../../offline/sync';

/** Sync Availability (spec 1 §2, §4): the server's message as success or error, then fresh mirrors. */
export async function syncAvailability(): Promise<void> {
  const outcome = await api.post('/sync/availability', {}, { schema: syncReply, present: { success: true, failure: 'error' } });
  if (outcome.ok) await resync();
}
