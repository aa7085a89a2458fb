import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrdersPageSchema } from '../../../../../domain/admin/orders-admin';
import type { OrderStatus } from '../../../../../domain/orders/order-status';
import { apiRequest } from '../../../../lib/api-client';
import { toQueryString } from '../../../../lib/query-string';

/** Every cached answer about the admin's orders (lists and single orders) starts with this key. */
export const ADMIN_ORDERS_QUERY_KEY = ['admin', 'orders'] as const;
/** Every cached page of the admin's list. */
export const ADMIN_ORDERS_LIST_QUERY_KEY = [...ADMIN_ORDERS_QUERY_KEY, 'list'] as const;

/** The list's filters as the address bar holds them; the server checks the days and the text. */
export interface AdminOrdersFilters {
  page: number;
  status?: OrderStatus;
  from?: string;
  to?: string;
  customer?: string;
}

/** GET /api/admin/orders: 25 a page, newest first; 400 with `fields` for a bad filter. */
export function getAdminOrders(filters: AdminOrdersFilters, signal?: AbortSignal) {
  const search = toQueryString({
    page: filters.page,
    status: filters.status,
    from: filters.from,
    to: filters.to,
    customer: filters.customer,
  });
  return apiRequest(`/api/admin/orders${search}`, { schema: adminOrdersPageSchema, signal });
}

export function adminOrdersQueryOptions(filters: AdminOrdersFilters) {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_LIST_QUERY_KEY, filters] as const,
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
  });
}

/**
 * The previous page stays on screen while the next one loads. A page a change has made stale
 * (a status, a refund) is read again when the list opens; a fresh one is not.
 */
export function useAdminOrders(filters: AdminOrdersFilters) {
  return useQuery({
    ...adminOrdersQueryOptions(filters),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}
