import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  payOrderResponseSchema,
  type PayOrderRequest,
} from '../../../../domain/checkout/checkout.schema';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryKey } from './get-order';
import { ORDERS_LIST_QUERY_KEY } from './get-orders';

/** POST /api/orders/:number/payment: pays an order waiting for payment. */
export function payOrder(number: string, request: PayOrderRequest) {
  return apiRequest(`/api/orders/${encodeURIComponent(number)}/payment`, {
    method: 'POST',
    body: request,
    schema: payOrderResponseSchema,
  });
}

/**
 * The order as the answer leaves it replaces the cached one; the lists are read again (the
 * status changed). A refusal leaves the order unpaid: it is read again too, since the refusal
 * may mean it is no longer payable.
 */
export function usePayOrder(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PayOrderRequest) => payOrder(number, request),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderQueryKey(number), { order });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(number) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_LIST_QUERY_KEY }),
  });
}
