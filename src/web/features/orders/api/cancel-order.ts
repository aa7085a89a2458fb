import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderResponseSchema } from '../../../../domain/orders/order.schema';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryKey } from './get-order';
import { ORDERS_LIST_QUERY_KEY } from './get-orders';

/**
 * POST /api/orders/:number/cancel: cancels an order waiting for payment; the server releases
 * its stock and puts its lines back in the stored cart.
 */
export function cancelOrder(number: string) {
  return apiRequest(`/api/orders/${encodeURIComponent(number)}/cancel`, {
    method: 'POST',
    schema: orderResponseSchema,
  });
}

export function useCancelOrder(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(number),
    onSuccess: (response) => {
      queryClient.setQueryData(orderQueryKey(number), response);
      // The lines went back into the stored cart: this browser's copy reads it again.
      void import('../../cart/cart-sync').then(({ cartSync }) => cartSync().reload());
    },
    onError: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(number) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_LIST_QUERY_KEY }),
  });
}
