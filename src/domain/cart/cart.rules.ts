import { CART_LINE_MAX_QTY } from '../constants';
import type { CartContents, CartItem, CartList, CartProduct } from './cart-contents';

/**
 * The cart's rules (spec §4 Cart, §5), as pure functions shared by the browser (guest cart,
 * optimistic changes) and the server (merge on login, the authoritative limits). Every function
 * returns a new cart and never changes its input. Money is integer cents.
 */

/** How one add or quantity change turned out, for the notification it deserves. */
export type QuantityOutcome =
  | { kind: 'ignored' }
  | { kind: 'not-found' }
  | {
      kind: 'changed';
      /** Units really added (negative when the quantity went down, 0 when nothing moved). */
      added: number;
      /** The line's quantity afterwards (0: the line is gone). */
      quantity: number;
      /** The most this line may hold: min(stock, 50). */
      limit: number;
      /** True when the request asked for more than the limit allowed. */
      capped: boolean;
    };

export interface CartChange {
  cart: CartContents;
  outcome: QuantityOutcome;
}

function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Spec §5: a line holds at most 50 units and never more than the known stock. */
export function lineLimit(availableStock: number | null): number {
  if (availableStock === null) return CART_LINE_MAX_QTY;
  return Math.max(0, Math.min(Math.trunc(availableStock), CART_LINE_MAX_QTY));
}

function withProductData(item: CartItem, product: CartProduct): CartItem {
  return {
    ...item,
    slug: product.slug,
    name: product.name,
    priceCents: product.priceCents,
    image: product.image,
    availableStock: product.stock,
  };
}

function newLine(product: CartProduct, quantity: number, now: number): CartItem {
  return {
    productId: product.productId,
    slug: product.slug,
    name: product.name,
    priceCents: product.priceCents,
    image: product.image,
    quantity,
    availableStock: product.stock,
    addedAt: now,
  };
}

function without(items: readonly CartItem[], productId: number): CartItem[] {
  return items.filter((item) => item.productId !== productId);
}

function findLine(items: readonly CartItem[], productId: number): CartItem | undefined {
  return items.find((item) => item.productId === productId);
}

/**
 * Spec §4 Add: ignored without a product id; the line's quantity is capped at
 * min(stock, 50); an existing line increases; a product saved for later moves to the cart.
 * A line already above a stock that has since dropped is never lowered by an add.
 */
export function addToCart(
  cart: CartContents,
  product: CartProduct,
  requestedQuantity = 1,
  now = Date.now(),
): CartChange {
  if (!isProductId(product.productId)) return { cart, outcome: { kind: 'ignored' } };
  const requested = Math.max(1, Math.trunc(requestedQuantity) || 1);
  const limit = lineLimit(product.stock);
  const existing = findLine(cart.items, product.productId);
  const current = existing?.quantity ?? 0;
  const quantity = Math.max(current, Math.min(current + requested, limit));
  const outcome: QuantityOutcome = {
    kind: 'changed',
    added: quantity - current,
    quantity,
    limit,
    capped: current + requested > limit,
  };
  // Nothing moved (sold out, or already at the limit): the cart stays as it was.
  if (quantity === current) return { cart, outcome };

  const saved = findLine(cart.savedForLater, product.productId);
  const base = existing ?? saved;
  const line = base
    ? { ...withProductData(base, product), quantity }
    : newLine(product, quantity, now);
  const items = existing
    ? cart.items.map((item) => (item.productId === product.productId ? line : item))
    : [...cart.items, line];
  return {
    cart: {
      items,
      savedForLater: saved ? without(cart.savedForLater, product.productId) : cart.savedForLater,
    },
    outcome,
  };
}

export function removeFromCart(cart: CartContents, productId: number): CartContents {
  if (!findLine(cart.items, productId)) return cart;
  return { ...cart, items: without(cart.items, productId) };
}

/**
 * Spec §4/§5: zero or less removes the line; more than min(stock, 50) is capped. A product not in
 * the cart is reported as not found and nothing changes.
 */
export function updateQuantity(
  cart: CartContents,
  productId: number,
  requestedQuantity: number,
): CartChange {
  const line = findLine(cart.items, productId);
  if (!line) return { cart, outcome: { kind: 'not-found' } };
  const requested = Math.trunc(requestedQuantity) || 0;
  const limit = lineLimit(line.availableStock);
  if (requested <= 0) {
    return {
      cart: removeFromCart(cart, productId),
      outcome: { kind: 'changed', added: -line.quantity, quantity: 0, limit, capped: false },
    };
  }
  // Lowering is always allowed, even below a line that sits above a dropped stock.
  const quantity =
    requested > line.quantity ? Math.max(line.quantity, Math.min(requested, limit)) : requested;
  const outcome: QuantityOutcome = {
    kind: 'changed',
    added: quantity - line.quantity,
    quantity,
    limit,
    capped: requested > limit,
  };
  if (quantity === line.quantity) return { cart, outcome };
  return {
    cart: {
      ...cart,
      items: cart.items.map((item) =>
        item.productId === productId ? { ...item, quantity } : item,
      ),
    },
    outcome,
  };
}

/**
 * Spec §4: the line leaves the cart and goes first in "Salvati per dopo", quantity kept. A line
 * changing list counts as added now: the cart lists oldest first, the saved list newest first.
 */
export function moveToSaved(cart: CartContents, productId: number, now = Date.now()): CartContents {
  const line = findLine(cart.items, productId);
  if (!line) return cart;
  return {
    items: without(cart.items, productId),
    savedForLater: [{ ...line, addedAt: now }, ...without(cart.savedForLater, productId)],
  };
}

/**
 * Spec §4: a saved line goes back to the cart with quantity 1. A product known to be out of
 * stock stays saved (outcome capped, limit 0).
 */
export function moveToCart(cart: CartContents, productId: number, now = Date.now()): CartChange {
  const saved = findLine(cart.savedForLater, productId);
  if (!saved) return { cart, outcome: { kind: 'not-found' } };
  const limit = lineLimit(saved.availableStock);
  if (limit === 0) {
    return { cart, outcome: { kind: 'changed', added: 0, quantity: 0, limit, capped: true } };
  }
  const existing = findLine(cart.items, productId);
  const line = { ...saved, quantity: existing?.quantity ?? 1, addedAt: now };
  return {
    cart: {
      items: existing ? cart.items : [...cart.items, line],
      savedForLater: without(cart.savedForLater, productId),
    },
    outcome: {
      kind: 'changed',
      added: existing ? 0 : 1,
      quantity: line.quantity,
      limit,
      capped: false,
    },
  };
}

export function removeSaved(cart: CartContents, productId: number): CartContents {
  if (!findLine(cart.savedForLater, productId)) return cart;
  return { ...cart, savedForLater: without(cart.savedForLater, productId) };
}

/** Spec §4 clear: empties the cart (after an order); "Salvati per dopo" stays. */
export function clearCart(cart: CartContents): CartContents {
  return { items: [], savedForLater: cart.savedForLater };
}

/**
 * Spec §4 merge, in the spec's order: the user's cart first; guest items not present are added;
 * guest items found in the user's saved-for-later move to the cart; guest saved items are added
 * if in neither list. Quantities keep to the line limit; a product known to be out of stock is
 * not put in the cart (it is kept saved instead), so nothing the guest chose is lost.
 */
export function mergeGuestCart(user: CartContents, guest: CartContents): CartContents {
  const items = [...user.items];
  let savedForLater = [...user.savedForLater];
  const guestSaved: CartItem[] = [...guest.savedForLater];

  for (const guestItem of guest.items) {
    if (findLine(items, guestItem.productId)) continue;
    const userSaved = findLine(savedForLater, guestItem.productId);
    const base = userSaved ? { ...userSaved, ...pickProductData(guestItem) } : guestItem;
    const limit = lineLimit(base.availableStock);
    if (limit === 0) {
      if (!userSaved) guestSaved.push(guestItem);
      continue;
    }
    items.push({ ...base, quantity: Math.min(Math.max(1, guestItem.quantity), limit) });
    if (userSaved) savedForLater = without(savedForLater, guestItem.productId);
  }

  for (const guestItem of guestSaved) {
    if (findLine(items, guestItem.productId) || findLine(savedForLater, guestItem.productId))
      continue;
    savedForLater.push(guestItem);
  }
  return { items, savedForLater };
}

/** The catalog data of a line (what a fresher copy of the same product replaces). */
function pickProductData(item: CartItem): Omit<CartItem, 'quantity' | 'addedAt'> {
  return {
    productId: item.productId,
    slug: item.slug,
    name: item.name,
    priceCents: item.priceCents,
    image: item.image,
    availableStock: item.availableStock,
  };
}

/**
 * Spec §4: fresh product data replaces name, price, image and stock and keeps the quantity.
 * `products` maps an id to its data, or to null when the catalog no longer sells it (that line
 * becomes out of stock); ids the map does not mention are left as they are.
 */
export function syncWithProducts(
  cart: CartContents,
  products: ReadonlyMap<number, CartProduct | null>,
): CartContents {
  const refresh = (item: CartItem): CartItem => {
    if (!products.has(item.productId)) return item;
    const product = products.get(item.productId);
    return product ? withProductData(item, product) : { ...item, availableStock: 0 };
  };
  return { items: cart.items.map(refresh), savedForLater: cart.savedForLater.map(refresh) };
}

/** Spec §4: for a logged-in user, lines found out of stock move to "Salvati per dopo". */
export function moveOutOfStockToSaved(cart: CartContents): {
  cart: CartContents;
  moved: CartItem[];
} {
  const moved = cart.items.filter((item) => isOutOfStock(item));
  if (moved.length === 0) return { cart, moved };
  const movedIds = new Set(moved.map((item) => item.productId));
  return {
    cart: {
      items: cart.items.filter((item) => !movedIds.has(item.productId)),
      savedForLater: [
        ...moved,
        ...cart.savedForLater.filter((item) => !movedIds.has(item.productId)),
      ],
    },
    moved,
  };
}

export function isOutOfStock(item: Pick<CartItem, 'availableStock'>): boolean {
  return item.availableStock !== null && item.availableStock <= 0;
}

/** The product ids a stock read must cover, in chunks of `size` (spec §7: 10). */
export function chunkIds(ids: readonly number[], size: number): number[][] {
  const unique = [...new Set(ids)];
  const chunks: number[][] = [];
  for (let start = 0; start < unique.length; start += size)
    chunks.push(unique.slice(start, start + size));
  return chunks;
}

/** One line as the server stores it: where it is and how many; remove deletes it. */
export type CartLineChange =
  { productId: number; list: CartList; quantity: number } | { productId: number; remove: true };

/**
 * The per-line changes that turn `before` into `after`. The server applies them line by line,
 * so two tabs changing different lines never undo each other (last write wins per line).
 */
export function diffCarts(before: CartContents, after: CartContents): CartLineChange[] {
  const placed = new Map<number, { list: CartList; quantity: number }>();
  for (const item of before.items)
    placed.set(item.productId, { list: 'cart', quantity: item.quantity });
  for (const item of before.savedForLater)
    placed.set(item.productId, { list: 'saved', quantity: item.quantity });

  const changes: CartLineChange[] = [];
  const seen = new Set<number>();
  const visit = (item: CartItem, list: CartList) => {
    seen.add(item.productId);
    const was = placed.get(item.productId);
    if (was?.list === list && was.quantity === item.quantity) return;
    changes.push({ productId: item.productId, list, quantity: item.quantity });
  };
  after.items.forEach((item) => visit(item, 'cart'));
  after.savedForLater.forEach((item) => visit(item, 'saved'));
  for (const productId of placed.keys()) {
    if (!seen.has(productId)) changes.push({ productId, remove: true });
  }
  return changes;
}

/** Folds newer changes into older unsaved ones: the newest change of a line wins. */
export function combineChanges(
  older: readonly CartLineChange[],
  newer: readonly CartLineChange[],
): CartLineChange[] {
  const byProduct = new Map<number, CartLineChange>();
  for (const change of [...older, ...newer]) {
    byProduct.delete(change.productId);
    byProduct.set(change.productId, change);
  }
  return [...byProduct.values()];
}

export function isSameChange(a: CartLineChange, b: CartLineChange): boolean {
  if ('remove' in a || 'remove' in b)
    return 'remove' in a && 'remove' in b && a.productId === b.productId;
  return a.productId === b.productId && a.list === b.list && a.quantity === b.quantity;
}

/**
 * Unsaved line changes laid over a cart read from the server, so a reload or a late answer
 * never hides what the shopper did. Product data for a line comes from `known` (the local copy
 * that produced the changes) or from `base`; a change for a product neither knows is skipped.
 */
export function applyLineChanges(
  base: CartContents,
  changes: readonly CartLineChange[],
  known: CartContents,
): CartContents {
  let items = [...base.items];
  let savedForLater = [...base.savedForLater];
  for (const change of changes) {
    const source =
      findLine([...known.items, ...known.savedForLater], change.productId) ??
      findLine([...items, ...savedForLater], change.productId);
    items = without(items, change.productId);
    savedForLater = without(savedForLater, change.productId);
    if ('remove' in change || !source) continue;
    const quantity = Math.max(1, Math.min(change.quantity, CART_LINE_MAX_QTY));
    if (change.list === 'cart') items.push({ ...source, quantity });
    else savedForLater.unshift({ ...source, quantity });
  }
  return { items, savedForLater };
}
