import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderResponseSchema } from '../../../../domain/orders/order.schema';
import { apiRequest } from '../../../lib/api-client';
import { ORDERS_QUERY_KEY } from './get-orders';

/** GET /api/orders/:number: one of the user's orders (404 for anyone else's). */
export function getOrder(number: string, signal?: AbortSignal) {
  return apiRequest(`/api/orders/${encodeURIComponent(number)}`, {
    schema: orderResponseSchema,
    signal,
  });
}

export function orderQueryKey(number: string) {
  return [...ORDERS_QUERY_KEY, 'detail', number] as const;
}

export function orderQueryOptions(number: string) {
  return queryOptions({
    queryKey: orderQueryKey(number),
    queryFn: ({ signal }) => getOrder(number, signal),
  });
}

/** A 404 is not asked again on mount: the not-found message shows from one request. */
export function useOrder(number: string) {
  return useQuery({ ...orderQueryOptions(number), retryOnMount: false });
}
