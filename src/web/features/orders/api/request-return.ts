import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderResponseSchema } from '../../../../domain/orders/order.schema';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryKey } from './get-order';

/** POST /api/orders/:number/return: records a return request (412 when not allowed). */
export function requestReturn(number: string, reason: string | undefined) {
  return apiRequest(`/api/orders/${encodeURIComponent(number)}/return`, {
    method: 'POST',
    body: reason === undefined ? {} : { reason },
    schema: orderResponseSchema,
  });
}

export function useRequestReturn(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | undefined) => requestReturn(number, reason),
    onSuccess: (response) => queryClient.setQueryData(orderQueryKey(number), response),
    // Refused: the order (a return already asked for, the deadline passed) is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(number) }),
  });
}
