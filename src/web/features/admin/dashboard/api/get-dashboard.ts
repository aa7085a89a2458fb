import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDashboardSchema } from '../../../../../domain/admin/orders-admin';
import { apiRequest } from '../../../../lib/api-client';

export const DASHBOARD_QUERY_KEY = ['admin', 'dashboard'] as const;

/** GET /api/admin/dashboard: counts, the last 30 days, low stock, latest orders, new users. */
export function getDashboard(signal?: AbortSignal) {
  return apiRequest('/api/admin/dashboard', { schema: adminDashboardSchema, signal });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => getDashboard(signal),
  });
}

/** Read again on opening when a change to an order has made it stale. */
export function useDashboard() {
  return useQuery({ ...dashboardQueryOptions(), refetchOnMount: true });
}
