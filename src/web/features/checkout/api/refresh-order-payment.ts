import { orderResponseSchema } from '../../../../domain/orders/order.schema';
import { apiRequest } from '../../../lib/api-client';

/** After Stripe.js confirmed a payment: the server asks Stripe and answers the order as it is. */
export async function refreshOrderPayment(orderNumber: string) {
  const { order } = await apiRequest(
    `/api/orders/${encodeURIComponent(orderNumber)}/payment/refresh`,
    { method: 'POST', schema: orderResponseSchema },
  );
  return order;
}
