import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';

export interface DashboardRequest {
  activityId: number;
  period: number;
  fromDate?: string;
  toDate?: string;
}

export const fetchDashboard = (r: DashboardRequest, signal?: AbortSignal) => api.call(endpoints.dashboard.dashboard, { ...r }, { signal });
