import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderSchema,
  type AdminRefundRequest,
} from '../../../../../domain/admin/orders-admin';
import { apiRequest } from '../../../../lib/api-client';
import { orderWrittenHandlers } from './admin-order-written';

/**
 * POST /api/admin/orders/:number/refunds: refunds part or all of what is left; the order
 * becomes "rimborsato". `expectedRefundedCents` is what the admin saw as already refunded, so a
 * repeated request is refused instead of refunding twice.
 */
export function refundOrder(number: string, request: AdminRefundRequest) {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(number)}/refunds`, {
    method: 'POST',
    body: request,
    schema: adminOrderSchema,
  });
}

export function useRefundOrder(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdminRefundRequest) => refundOrder(number, request),
    ...orderWrittenHandlers(queryClient, number),
  });
}
