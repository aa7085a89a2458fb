import type { CartContents } from '../../../../domain/cart/cart-contents';
import { cartResponse } from './cart-response';
import { apiRequest } from '../../../lib/api-client';

/** Spec §4: at login the guest cart joins the stored one (the server applies the merge rules). */
export function mergeGuestCart(guest: CartContents) {
  return apiRequest('/api/cart/merge', {
    method: 'POST',
    body: {
      items: guest.items.map(({ productId, quantity }) => ({ productId, quantity })),
      savedForLater: guest.savedForLater.map(({ productId }) => ({ productId })),
    },
    schema: cartResponse,
  });
}
