import type { ProductSummary } from '../../../domain/catalog/product.schema';
import { CART_NOTICES } from '../../../domain/cart/cart.messages';
import {
  addToCart,
  combineChanges,
  diffCarts,
  moveToCart,
  moveToSaved,
  removeFromCart,
  removeSaved,
  updateQuantity,
  type QuantityOutcome,
} from '../../../domain/cart/cart.rules';
import type { CartContents, CartProduct } from '../../../domain/cart/cart-contents';
import { notify } from '../notifications/notifications.store';
import { useCartStore, writeStoredCart } from './cart.store';

/**
 * What the shopper does to the cart: each action applies a pure rule of the domain, keeps the
 * result (commitCart) and shows the spec's notification. Pages and the panel's lines use these;
 * the navigation bar only reads the store, so this module stays out of the first download.
 */

/**
 * Every local change goes through here: the new contents, the line changes for the server
 * (users only), a bump of the revision, and the copy in local storage. `byShopper: false` marks
 * a change the shop made (fresh stock, a sold-out line moved aside): it is saved like any other
 * but does not count as the shopper's last change (no new stock read follows it).
 */
export function commitCart(next: CartContents, { byShopper = true } = {}): void {
  const state = useCartStore.getState();
  const changes = diffCarts(state, next);
  const pending =
    state.owner.kind === 'user' && changes.length > 0
      ? combineChanges(state.pending, changes)
      : state.pending;
  useCartStore.setState({
    items: next.items,
    savedForLater: next.savedForLater,
    pending,
    revision: state.revision + 1,
    lastUpdate: byShopper ? Date.now() : state.lastUpdate,
  });
  writeStoredCart(state.owner, next, pending);
}

/** The catalog data a cart line needs, from a product tile's or page's data. */
export function cartProductOf(product: ProductSummary): CartProduct {
  return {
    productId: product.id,
    slug: product.slug,
    name: product.name,
    priceCents: product.priceCents,
    image: product.images[0] ?? null,
    stock: product.stock,
  };
}

/** Spec §8: the notice for an add or an increase (nothing for a change that moved nothing). */
function announceQuantity(name: string, outcome: QuantityOutcome): void {
  if (outcome.kind !== 'changed') return;
  if (outcome.capped) {
    notify(CART_NOTICES.maxReached(name, outcome.limit), { kind: 'error' });
  } else if (outcome.added > 0) {
    notify(CART_NOTICES.added(name, outcome.added), { kind: 'success' });
  }
}

/** Listeners told about every product added to the cart (the wishlist drops it, spec §4). */
const addedListeners = new Set<(productId: number) => void>();
export function onProductAddedToCart(listener: (productId: number) => void): () => void {
  addedListeners.add(listener);
  return () => addedListeners.delete(listener);
}

/**
 * Adds to the cart and says so. `announceAdded: false` leaves the success notice to the caller
 * (the wishlist's "spostato nel carrello"); a capped quantity is always announced.
 */
export function addProductToCart(
  product: CartProduct,
  quantity = 1,
  { announceAdded = true } = {},
): QuantityOutcome {
  const { cart, outcome } = addToCart(useCartStore.getState(), product, quantity);
  if (outcome.kind === 'changed' && outcome.added > 0) {
    commitCart(cart);
    for (const listener of addedListeners) listener(product.productId);
  }
  if (announceAdded || (outcome.kind === 'changed' && outcome.capped)) {
    announceQuantity(product.name, outcome);
  }
  return outcome;
}

function lineName(productId: number): string | null {
  const state = useCartStore.getState();
  return (
    [...state.items, ...state.savedForLater].find((item) => item.productId === productId)?.name ??
    null
  );
}

/** The plus/minus buttons and the quantity field; zero or less removes the line. */
export function changeQuantity(productId: number, quantity: number): void {
  const name = lineName(productId);
  const { cart, outcome } = updateQuantity(useCartStore.getState(), productId, quantity);
  if (outcome.kind !== 'changed' || name === null) return;
  if (outcome.quantity === 0) {
    commitCart(cart);
    notify(CART_NOTICES.removed(name), { kind: 'info' });
    return;
  }
  if (outcome.added !== 0) commitCart(cart);
  if (outcome.capped) notify(CART_NOTICES.maxReached(name, outcome.limit), { kind: 'error' });
}

export function removeCartLine(productId: number): void {
  const name = lineName(productId);
  const state = useCartStore.getState();
  const next = removeFromCart(state, productId);
  if (next === state || name === null) return;
  commitCart(next);
  notify(CART_NOTICES.removed(name), { kind: 'info' });
}

export function saveLineForLater(productId: number): void {
  const name = lineName(productId);
  const state = useCartStore.getState();
  const next = moveToSaved(state, productId);
  if (next === state || name === null) return;
  commitCart(next);
  notify(CART_NOTICES.movedToSaved(name), { kind: 'info' });
}

export function moveSavedToCart(productId: number): void {
  const name = lineName(productId);
  const { cart, outcome } = moveToCart(useCartStore.getState(), productId);
  if (outcome.kind !== 'changed' || name === null) return;
  if (outcome.capped) {
    notify(CART_NOTICES.maxReached(name, outcome.limit), { kind: 'error' });
    return;
  }
  commitCart(cart);
  for (const listener of addedListeners) listener(productId);
  notify(CART_NOTICES.movedToCart(name), { kind: 'success' });
}

export function removeSavedLine(productId: number): void {
  const name = lineName(productId);
  const state = useCartStore.getState();
  const next = removeSaved(state, productId);
  if (next === state || name === null) return;
  commitCart(next);
  notify(CART_NOTICES.removedFromSaved(name), { kind: 'info' });
}

/** Spec §4 clear (after an order): the cart empties, "Salvati per dopo" stays. */
export function clearCartLines(): void {
  const state = useCartStore.getState();
  if (state.items.length > 0) commitCart({ ...state, items: [] });
}
