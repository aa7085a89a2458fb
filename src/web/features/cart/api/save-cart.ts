import type { CartLineChange } from '../../../../domain/cart/cart.rules';
import { cartResponse } from './cart-response';
import { apiRequest } from '../../../lib/api-client';

/**
 * Spec §7 "Write (merge) carts/{userId}": the lines changed since the last save, each set as a
 * whole. Only ids, lists and quantities travel; the server reads prices from the catalog.
 */
export function saveCart(changes: readonly CartLineChange[]) {
  return apiRequest('/api/cart', {
    method: 'PUT',
    body: { changes },
    schema: cartResponse,
  });
}
