import type { PlaceOrderRequest } from '../../../../domain/checkout/checkout.schema';
import { orderResponseSchema } from '../../../../domain/orders/order.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * Places the order from the server's cart: 201 with a new order, or 200 with the order this
 * idempotency key already made. Only the address, the method, the invoice and the total the
 * review showed travel: never a price or a quantity.
 */
export async function placeOrder(request: PlaceOrderRequest) {
  const { order } = await apiRequest('/api/orders', {
    method: 'POST',
    body: request,
    schema: orderResponseSchema,
  });
  return order;
}
