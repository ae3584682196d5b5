import { checkinCodeReply, courtsideDayReply } from '../../../../contract/courtside';
import { api } from '../../../lib/api/client';

/** GET /api/courtside/today: today's live bookings (club time) with their check-in state. */
export const fetchCourtsideDay = (signal?: AbortSignal) =>
  api.get('/courtside/today', undefined, { schema: courtsideDayReply, present: { silent: true }, signal });

/** GET /api/booking/checkin/code: the booking a typed or scanned code names (failures inline). */
export const lookupCheckinCode = (code: string) =>
  api.get('/booking/checkin/code', { code }, { schema: checkinCodeReply, present: { failure: 'none' } });
