import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminDevicesPageSchema,
  type AdminDevicesQuery,
} from '../../../../../domain/admin/devices.schema';
import { apiRequest } from '../../../../lib/api-client';

/** Every cached page of the admin devices list. */
export const ADMIN_DEVICES_QUERY_KEY = ['admin', 'devices'] as const;

/** GET /api/admin/devices?q=&page=: 25 devices a page, most recent activity first. */
export function getAdminDevices(query: AdminDevicesQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  return apiRequest(`/api/admin/devices?${params}`, { schema: adminDevicesPageSchema, signal });
}

export function adminDevicesQueryOptions(query: AdminDevicesQuery) {
  return queryOptions({
    queryKey: [...ADMIN_DEVICES_QUERY_KEY, query] as const,
    queryFn: ({ signal }) => getAdminDevices(query, signal),
  });
}

/** The previous page stays on screen while the next one (or a new search) loads. */
export function useAdminDevices(query: AdminDevicesQuery) {
  return useQuery({ ...adminDevicesQueryOptions(query), placeholderData: keepPreviousData });
}
