import { utilisationReply } from '../../../../contract/analytics';
import { api } from '../../../lib/api/client';

export const fetchUtilisation = (activityId: number, graphType: number, startDate: string, endDate: string, signal?: AbortSignal) =>
  api.get('/club/utilisation', { activityId, graphType, startDate, endDate }, { schema: utilisationReply, signal });
