import { dashboardReply } from '../../../../contract/analytics';
import { api } from '../../../lib/api/client';

export interface DashboardRequest {
  activityId: number;
  period: number;
  fromDate?: string;
  toDate?: string;
}

export const fetchDashboard = (r: DashboardRequest, signal?: AbortSignal) =>
  api.get('/dashboard', { ...r }, { schema: dashboardReply, signal });
