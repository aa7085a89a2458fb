import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderSchema } from '../../../../../domain/admin/orders-admin';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_ORDERS_QUERY_KEY } from './get-admin-orders';

/** GET /api/admin/orders/:number: the order with the admin's facts (404 when unknown). */
export function getAdminOrder(number: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(number)}`, {
    schema: adminOrderSchema,
    signal,
  });
}

export function adminOrderQueryKey(number: string) {
  return [...ADMIN_ORDERS_QUERY_KEY, 'detail', number] as const;
}

export function adminOrderQueryOptions(number: string) {
  return queryOptions({
    queryKey: adminOrderQueryKey(number),
    queryFn: ({ signal }) => getAdminOrder(number, signal),
  });
}

/** A 404 is not asked again on mount: the not-found message shows from one request. */
export function useAdminOrder(number: string) {
  return useQuery({ ...adminOrderQueryOptions(number), retryOnMount: false });
}
