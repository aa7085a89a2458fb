import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersPageSchema } from '../../../../domain/orders/order.schema';
import { apiRequest } from '../../../lib/api-client';

/** Every cached answer about orders (lists and single orders) starts with this key. */
export const ORDERS_QUERY_KEY = ['orders'] as const;
/** Every cached page of the list. */
export const ORDERS_LIST_QUERY_KEY = [...ORDERS_QUERY_KEY, 'list'] as const;

/** GET /api/orders?page=N: the user's orders, 10 a page, newest first. */
export function getOrders(page: number, signal?: AbortSignal) {
  return apiRequest(`/api/orders?page=${page}`, { schema: ordersPageSchema, signal });
}

export function ordersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...ORDERS_LIST_QUERY_KEY, page] as const,
    queryFn: ({ signal }) => getOrders(page, signal),
  });
}

/** The previous page stays on screen while the next one loads: the list never blinks. */
export function useOrders(page: number) {
  return useQuery({ ...ordersQueryOptions(page), placeholderData: keepPreviousData });
}
