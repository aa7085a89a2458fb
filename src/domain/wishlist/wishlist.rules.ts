import { WISHLIST_MAX_ITEMS } from '../constants';
import {
  EMPTY_WISHLIST,
  isInWishlist,
  type WishlistChange,
  type WishlistContents,
  type WishlistProduct,
} from './wishlist-contents';

/**
 * The wishlist's operations (spec §4 Wishlist: add, remove, toggle, clear, initialize), pure and
 * shared by the browser and the server. A list never holds a product twice, lists the newest
 * first and holds at most WISHLIST_MAX_ITEMS products. Initialize is in wishlist-contents.ts.
 */

export type AddOutcome = 'added' | 'unchanged' | 'full';

export interface WishlistUpdate<Outcome> {
  list: WishlistContents;
  outcome: Outcome;
}

/** Adds `product` at the top; a product already listed stays where it is. */
export function addToWishlist(
  list: WishlistContents,
  product: WishlistProduct,
  maxItems = WISHLIST_MAX_ITEMS,
): WishlistUpdate<AddOutcome> {
  if (isInWishlist(list, product.id)) return { list, outcome: 'unchanged' };
  if (list.items.length >= maxItems) return { list, outcome: 'full' };
  return {
    list: {
      items: [product.id, ...list.items],
      products: { ...list.products, [product.id]: product },
    },
    outcome: 'added',
  };
}

/** The list without `productId` (the same list when it was not there). */
export function removeFromWishlist(list: WishlistContents, productId: number): WishlistContents {
  if (!isInWishlist(list, productId)) return list;
  const products = { ...list.products };
  delete products[productId];
  return { items: list.items.filter((id) => id !== productId), products };
}

/** The heart: removes a listed product, adds any other. */
export function toggleWishlist(
  list: WishlistContents,
  product: WishlistProduct,
  maxItems = WISHLIST_MAX_ITEMS,
): WishlistUpdate<AddOutcome | 'removed'> {
  if (isInWishlist(list, product.id)) {
    return { list: removeFromWishlist(list, product.id), outcome: 'removed' };
  }
  return addToWishlist(list, product, maxItems);
}

export function clearWishlist(): WishlistContents {
  return EMPTY_WISHLIST;
}

/**
 * Spec §4: after a true login, products that are in the cart leave the wishlist, except `keep`
 * (the pending item the login has just added).
 */
export function removeProductsInCart(
  list: WishlistContents,
  cartProductIds: readonly number[],
  keep: number | null = null,
): WishlistContents {
  return cartProductIds
    .filter((id) => id !== keep)
    .reduce((next, id) => removeFromWishlist(next, id), list);
}

/**
 * Adds `change` to the changes waiting for the server: only the latest change of a product
 * counts, and emptying the list makes every earlier change moot.
 */
export function recordChange(
  pending: readonly WishlistChange[],
  change: WishlistChange,
): WishlistChange[] {
  if ('clear' in change) return [change];
  return [
    ...pending.filter((other) => 'clear' in other || other.productId !== change.productId),
    change,
  ];
}

/** The changes that turn `before` into `after` (for a list changed by a whole-list rule). */
export function changesBetween(
  before: WishlistContents,
  after: WishlistContents,
): WishlistChange[] {
  if (after.items.length === 0 && before.items.length > 0) return [{ clear: true }];
  const removed = before.items
    .filter((id) => !isInWishlist(after, id))
    .map((productId) => ({ productId, inList: false }));
  const added = after.items
    .filter((id) => !isInWishlist(before, id))
    .reverse()
    .map((productId) => ({ productId, inList: true }));
  return [...removed, ...added];
}

export interface AppliedChanges {
  list: WishlistContents;
  /** Products an add could not take: not on sale (no product known) or the list was full. */
  refused: number[];
}

/**
 * Applies changes in order, as the server does with what a browser sends and as a browser
 * does with changes it has not saved yet. `productOf` says what an added product is (undefined:
 * not on sale).
 */
export function applyWishlistChanges(
  list: WishlistContents,
  changes: readonly WishlistChange[],
  productOf: (productId: number) => WishlistProduct | undefined,
  maxItems = WISHLIST_MAX_ITEMS,
): AppliedChanges {
  const refused: number[] = [];
  let next = list;
  for (const change of changes) {
    if ('clear' in change) {
      next = clearWishlist();
    } else if (!change.inList) {
      next = removeFromWishlist(next, change.productId);
    } else {
      const product = productOf(change.productId);
      const outcome = product ? addToWishlist(next, product, maxItems) : null;
      if (!outcome || outcome.outcome === 'full') refused.push(change.productId);
      else next = outcome.list;
    }
  }
  return { list: next, refused };
}
