import { endpoints } from '../../../../contract/endpoint-table';
import type { WaitlistAddRequest } from '../../../../contract/waitlist';
import { api } from '../../../lib/api/client';

const e = endpoints.waitlist;
// Refusals (a slot just freed, the same customer twice) are warnings, as the cart's are.
const SHOWN = { success: true, failure: 'warning' } as const;

/** The waitlist's calls (ADR 0080); each write's outcome is shown by the one reply handler. */
export const waitlistApi = {
  list: (activityId: number, date: string, signal?: AbortSignal) => api.call(e.list, { activityId, date }, { present: false, signal }),
  add: (input: WaitlistAddRequest) => api.call(e.add, input, { present: SHOWN }),
  remove: (entryId: number) => api.call(e.remove, { entryId }, { present: SHOWN }),
  convert: (entryId: number) => api.call(e.convert, { entryId }, { present: SHOWN }),
};
