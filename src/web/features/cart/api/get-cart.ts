import { cartResponse } from './cart-response';
import { apiRequest } from '../../../lib/api-client';

/** Spec §7 "Read carts/{userId}": the logged-in user's stored cart. */
export function getCart() {
  return apiRequest('/api/cart', { schema: cartResponse });
}
