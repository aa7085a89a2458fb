/**
 * What a wishlist holds (spec §3 Wishlist state: the product ids and a lookup map) and how the
 * copy kept in browser storage (key `wishlist`) is read back. Small on purpose: the navigation
 * bar and every product tile's heart need it; the operations are in wishlist.rules.ts.
 */

/** Spec §3 Wishlist document "products": what the list shows of a product, from the catalog. */
export interface WishlistProduct {
  id: number;
  slug: string | null;
  name: string;
  priceCents: number;
  image: string | null;
  /** Units on sale as last read from the catalog; null when unknown. */
  stock: number | null;
}

export interface WishlistContents {
  /** Product ids, newest first, no repeats; each has its entry in `products`. */
  items: number[];
  products: Record<number, WishlistProduct>;
}

/** One change not yet saved on the server: a product in or out, or the whole list emptied. */
export type WishlistChange = { productId: number; inList: boolean } | { clear: true };

export const EMPTY_WISHLIST: WishlistContents = { items: [], products: {} };

export function isInWishlist(list: WishlistContents, productId: number): boolean {
  return list.items.includes(productId);
}

function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function readProduct(id: number, value: unknown): WishlistProduct | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.name !== 'string' || v.name.length === 0) return null;
  if (typeof v.priceCents !== 'number' || !Number.isSafeInteger(v.priceCents) || v.priceCents < 0)
    return null;
  return {
    id,
    slug: typeof v.slug === 'string' ? v.slug : null,
    name: v.name.slice(0, 200),
    priceCents: v.priceCents,
    image: typeof v.image === 'string' ? v.image : null,
    stock: typeof v.stock === 'number' && Number.isFinite(v.stock) ? Math.trunc(v.stock) : null,
  };
}

/**
 * Spec §4 initialize: a list from a document's `items` and `products`, whatever wrote them
 * (the server, or browser storage that anything may have changed). Ids without a readable
 * product and repeated ids are dropped; the order of `items` is kept.
 */
export function initializeWishlist(document: unknown): WishlistContents {
  if (typeof document !== 'object' || document === null) return EMPTY_WISHLIST;
  const { items, products } = document as Record<string, unknown>;
  if (!Array.isArray(items) || typeof products !== 'object' || products === null) {
    return EMPTY_WISHLIST;
  }
  const list: WishlistContents = { items: [], products: {} };
  for (const id of items) {
    if (!isPositiveId(id) || list.products[id]) continue;
    const product = readProduct(id, (products as Record<string, unknown>)[String(id)]);
    if (!product) continue;
    list.items.push(id);
    list.products[id] = product;
  }
  return list;
}

/** Changes kept in browser storage that still read as changes; anything else is dropped. */
export function readWishlistChanges(value: unknown): WishlistChange[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): WishlistChange[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const v = entry as Record<string, unknown>;
    if (v.clear === true) return [{ clear: true }];
    if (isPositiveId(v.productId) && typeof v.inList === 'boolean') {
      return [{ productId: v.productId, inList: v.inList }];
    }
    return [];
  });
}
