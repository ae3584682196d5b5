import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';

export const fetchUtilisation = (activityId: number, graphType: number, startDate: string, endDate: string, signal?: AbortSignal) =>
  api.call(endpoints.utilisation.utilisation, { activityId, graphType, startDate, endDate }, { signal });
