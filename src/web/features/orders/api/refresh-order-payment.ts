import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderResponseSchema } from '../../../../domain/orders/order.schema';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryKey } from './get-order';
import { ORDERS_LIST_QUERY_KEY } from './get-orders';

/**
 * POST /api/orders/:number/payment/refresh: after Stripe.js confirmed a payment, the server
 * asks Stripe and answers the order as it now is.
 */
export async function refreshOrderPayment(number: string) {
  const { order } = await apiRequest(`/api/orders/${encodeURIComponent(number)}/payment/refresh`, {
    method: 'POST',
    schema: orderResponseSchema,
  });
  return order;
}

/** The order as the answer leaves it replaces the cached one; the lists are read again. */
export function useRefreshOrderPayment(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshOrderPayment(number),
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(number), { order }),
    onError: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(number) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_LIST_QUERY_KEY }),
  });
}
