import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';

const e = endpoints.cashClose;

export const fetchCurrentShift = () => api.call(e.current);

/** The success toast is the server's 'Shift closed'. */
export const closeShift = (countedCash: number, remarks: string) =>
  api.call(e.close, { countedCash, remarks: remarks.trim() || undefined }, { present: { success: true } });

export const fetchCloses = (q: { fromDate: string; toDate: string; userId?: number; page: number }) => api.call(e.list, q);
