import { closeListReply, closeShiftReply, currentShiftReply } from '../../../../contract/cash-close';
import { api } from '../../../lib/api/client';

export const fetchCurrentShift = () => api.get('/cash-close/current', undefined, { schema: currentShiftReply });

/** The success toast is the server's 'Shift closed'. */
export const closeShift = (countedCash: number, remarks: string) =>
  api.post('/cash-close', { countedCash, remarks: remarks.trim() || undefined }, { schema: closeShiftReply, present: { success: true } });

export const fetchCloses = (q: { fromDate: string; toDate: string; userId?: number; page: number }) =>
  api.get('/cash-close/list', q, { schema: closeListReply });
