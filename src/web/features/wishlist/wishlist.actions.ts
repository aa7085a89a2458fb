import type { ProductSummary } from '../../../domain/catalog/product.schema';
import {
  isInWishlist,
  type WishlistChange,
  type WishlistContents,
  type WishlistProduct,
} from '../../../domain/wishlist/wishlist-contents';
import { WISHLIST_NOTICES } from '../../../domain/wishlist/wishlist.messages';
import {
  clearWishlist,
  recordChange,
  removeFromWishlist,
  toggleWishlist,
} from '../../../domain/wishlist/wishlist.rules';
import { addProductToCart } from '../cart/cart.actions';
import { notify } from '../notifications/notifications.store';
import { persistWishlist } from './wishlist-storage';
import { useWishlistStore } from './wishlist.store';

/**
 * What the shopper does to the wishlist (spec §4: toggle, remove, clear, move to the cart). Each
 * action applies a pure rule, keeps the result with the change for the server (commitWishlist),
 * and shows the spec's notification; wishlist-sync.ts sends the changes.
 */

/** Every local change goes through here: the new list, the changes to send, the local copy. */
export function commitWishlist(next: WishlistContents, changes: readonly WishlistChange[]): void {
  if (changes.length === 0) return;
  const state = useWishlistStore.getState();
  useWishlistStore.setState({
    items: next.items,
    products: next.products,
    pending: changes.reduce(recordChange, state.pending),
    revision: state.revision + 1,
  });
  persistWishlist();
}

/** What the list keeps of a product, from a tile's or page's data. */
export function wishlistProductOf(product: ProductSummary): WishlistProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    priceCents: product.priceCents,
    image: product.images[0] ?? null,
    stock: product.stock,
  };
}

/** The heart of a logged-in user. */
export function toggleWishlistProduct(product: WishlistProduct): void {
  const state = useWishlistStore.getState();
  if (state.userId === null) return;
  const { list, outcome } = toggleWishlist(state, product);
  if (outcome === 'full') {
    notify(WISHLIST_NOTICES.full, { kind: 'error' });
    return;
  }
  if (outcome === 'unchanged') return;
  commitWishlist(list, [{ productId: product.id, inList: outcome === 'added' }]);
  notify(
    outcome === 'added'
      ? WISHLIST_NOTICES.added(product.name)
      : WISHLIST_NOTICES.removed(product.name),
    { kind: outcome === 'added' ? 'success' : 'info' },
  );
}

export function removeWishlistProduct(productId: number): void {
  const state = useWishlistStore.getState();
  const name = state.products[productId]?.name;
  if (name === undefined) return;
  commitWishlist(removeFromWishlist(state, productId), [{ productId, inList: false }]);
  notify(WISHLIST_NOTICES.removed(name), { kind: 'info' });
}

export function clearWishlistProducts(): void {
  const state = useWishlistStore.getState();
  if (state.items.length === 0) return;
  commitWishlist(clearWishlist(), [{ clear: true }]);
  notify(WISHLIST_NOTICES.cleared, { kind: 'info' });
}

/**
 * "Sposta nel carrello": one unit into the cart; once it is there the wishlist drops the product
 * (spec §4, through the cart's "product added" listeners). When the cart cannot take it (stock
 * or the 50 limit) the cart says why and the product stays listed.
 */
export function moveWishlistProductToCart(productId: number): void {
  const product = useWishlistStore.getState().products[productId];
  if (!product) return;
  const outcome = addProductToCart(
    {
      productId,
      slug: product.slug,
      name: product.name,
      priceCents: product.priceCents,
      image: product.image,
      stock: product.stock,
    },
    1,
    { announceAdded: false },
  );
  if (outcome.kind !== 'changed' || outcome.added === 0) return;
  // The listener has normally removed it already; a list not yet synced still lets go of it.
  const state = useWishlistStore.getState();
  if (isInWishlist(state, productId)) {
    commitWishlist(removeFromWishlist(state, productId), [{ productId, inList: false }]);
  }
  notify(WISHLIST_NOTICES.movedToCart(product.name), { kind: 'success' });
}

/** Spec §4: a product added to the cart leaves the wishlist (quietly: the cart announces it). */
export function dropProductAddedToCart(productId: number): void {
  const state = useWishlistStore.getState();
  if (state.userId === null || !isInWishlist(state, productId)) return;
  commitWishlist(removeFromWishlist(state, productId), [{ productId, inList: false }]);
}
