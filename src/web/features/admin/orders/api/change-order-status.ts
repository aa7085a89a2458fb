import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderSchema,
  type AdminOrderStatusRequest,
} from '../../../../../domain/admin/orders-admin';
import { apiRequest } from '../../../../lib/api-client';
import { orderWrittenHandlers } from './admin-order-written';

/**
 * POST /api/admin/orders/:number/status: `from` is the status the admin saw (a change made
 * meanwhile is refused); "shipped" needs the tracking number (400 `fields.trackingNumber`).
 */
export function changeOrderStatus(number: string, request: AdminOrderStatusRequest) {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(number)}/status`, {
    method: 'POST',
    body: request,
    schema: adminOrderSchema,
  });
}

export function useChangeOrderStatus(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdminOrderStatusRequest) => changeOrderStatus(number, request),
    ...orderWrittenHandlers(queryClient, number),
  });
}
