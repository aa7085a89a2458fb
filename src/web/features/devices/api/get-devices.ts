import { queryOptions, useQuery } from '@tanstack/react-query';
import { devicesResponseSchema } from '../../../../domain/devices/device.schema';
import { apiRequest } from '../../../lib/api-client';

export const DEVICES_QUERY_KEY = ['devices'] as const;

/** GET /api/devices: the user's devices, most recent activity first; `current` is this one. */
export function getDevices(signal?: AbortSignal) {
  return apiRequest('/api/devices', { schema: devicesResponseSchema, signal });
}

export function devicesQueryOptions() {
  return queryOptions({
    queryKey: DEVICES_QUERY_KEY,
    queryFn: ({ signal }) => getDevices(signal),
  });
}

export function useDevices() {
  return useQuery(devicesQueryOptions());
}
