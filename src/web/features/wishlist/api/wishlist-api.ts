import type { WishlistChange } from '../../../../domain/wishlist/wishlist-contents';
import {
  addWishlistItemResponseSchema,
  wishlistDocumentSchema,
  wishlistResponseSchema,
} from '../../../../domain/wishlist/wishlist.schema';
import { apiRequest } from '../../../lib/api-client';

/** Spec §7 "Read wishlists/{userId}": the logged-in user's stored list. */
export function getWishlist() {
  return apiRequest('/api/wishlist', { schema: wishlistDocumentSchema });
}

/** The changes made here since the last save, applied by the server in order. */
export function saveWishlistChanges(changes: readonly WishlistChange[]) {
  return apiRequest('/api/wishlist', {
    method: 'PATCH',
    body: { changes },
    schema: wishlistResponseSchema,
  });
}

/** Spec §4: the pending item of a login, added unless it is already in the stored cart. */
export function addPendingWishlistItem(productId: number) {
  return apiRequest('/api/wishlist/items', {
    method: 'POST',
    body: { productId, unlessInCart: true },
    schema: addWishlistItemResponseSchema,
  });
}
