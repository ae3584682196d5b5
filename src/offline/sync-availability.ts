import { endpoints } from '../../contract/endpoint-table';
import { api } from '../lib/api/client';
import { forgetCalendarDays, resyncCalendar } from './calendar-days';

/**
 * Sync Availability (spec 3 §7): the server checks and repairs the club's court time and tells
 * every desk; this desk drops its mirrored calendar days and reads the one on screen again.
 * The server's message is shown as success or error (spec 1 §4).
 */
export async function syncAvailability(): Promise<boolean> {
  const outcome = await api.call(endpoints.sync.sanity, {}, { present: { success: true } });
  if (!outcome.ok) return false;
  await forgetCalendarDays();
  await resyncCalendar();
  return true;
}
