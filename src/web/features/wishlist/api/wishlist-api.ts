import type { WishlistChange } from '../../../../domain/wishlist/wishlist-contents';
import { apiRequest, lazyParser } from '../../../lib/api-client';

const wishlistSchemas = () => import('../../../../domain/wishlist/wishlist.schema');
const wishlistDocument = lazyParser(() =>
  wishlistSchemas().then((module) => module.wishlistDocumentSchema),
);
const wishlistResponse = lazyParser(() =>
  wishlistSchemas().then((module) => module.wishlistResponseSchema),
);
const addWishlistItemResponse = lazyParser(() =>
  wishlistSchemas().then((module) => module.addWishlistItemResponseSchema),
);

/** Spec §7 "Read wishlists/{userId}": the logged-in user's stored list. */
export function getWishlist() {
  return apiRequest('/api/wishlist', { schema: wishlistDocument });
}

/** The changes made here since the last save, applied by the server in order. */
export function saveWishlistChanges(changes: readonly WishlistChange[]) {
  return apiRequest('/api/wishlist', {
    method: 'PATCH',
    body: { changes },
    schema: wishlistResponse,
  });
}

/** Spec §4: the pending item of a login, added unless it is already in the stored cart. */
export function addPendingWishlistItem(productId: number) {
  return apiRequest('/api/wishlist/items', {
    method: 'POST',
    body: { productId, unlessInCart: true },
    schema: addWishlistItemResponse,
  });
}
