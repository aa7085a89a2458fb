import { CART_LINE_MAX_QTY } from '../constants';

/**
 * What a cart holds (spec §3 Cart item, Cart state), its totals, and how a cart kept in browser
 * storage is read back. Small on purpose: the navigation bar needs it on every page; the cart's
 * operations are in cart.rules.ts.
 */

/** Spec §3 "Cart item": one product line, in the cart or saved for later. */
export interface CartItem {
  productId: number;
  slug: string | null;
  name: string;
  priceCents: number;
  image: string | null;
  quantity: number;
  /** Units on sale as last read from the catalog; null while unknown (not read yet). */
  availableStock: number | null;
  /** When the line was first added, ms since the epoch. */
  addedAt: number;
}

export interface CartContents {
  items: CartItem[];
  savedForLater: CartItem[];
}

/** What the catalog says about a product, as much as a cart line needs. */
export interface CartProduct {
  productId: number;
  slug: string | null;
  name: string;
  priceCents: number;
  image: string | null;
  /** Units on sale; null when unknown. */
  stock: number | null;
}

export type CartList = 'cart' | 'saved';

export const EMPTY_CART: CartContents = { items: [], savedForLater: [] };

/** Spec §3: total = Σ price × quantity, in cents. */
export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
}

/** Units in the cart (the bag icon's count). */
export function cartUnitCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function readItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isPositiveId(v.productId)) return null;
  if (typeof v.name !== 'string' || v.name.length === 0) return null;
  if (typeof v.priceCents !== 'number' || !Number.isSafeInteger(v.priceCents) || v.priceCents < 0)
    return null;
  const quantity = typeof v.quantity === 'number' ? Math.trunc(v.quantity) : NaN;
  if (!(quantity >= 1)) return null;
  const stock =
    typeof v.availableStock === 'number' && Number.isFinite(v.availableStock)
      ? Math.trunc(v.availableStock)
      : null;
  return {
    productId: v.productId,
    slug: typeof v.slug === 'string' ? v.slug : null,
    name: v.name.slice(0, 200),
    priceCents: v.priceCents,
    image: typeof v.image === 'string' ? v.image : null,
    quantity: Math.min(quantity, CART_LINE_MAX_QTY),
    availableStock: stock,
    addedAt: typeof v.addedAt === 'number' && Number.isFinite(v.addedAt) ? v.addedAt : 0,
  };
}

function readItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const entry of value) {
    const item = readItem(entry);
    if (item && !items.some((other) => other.productId === item.productId)) items.push(item);
  }
  return items;
}

/**
 * Spec §4 restore local: a cart read back from browser storage, which anything may have
 * written. Malformed lines are dropped, quantities kept within 1–50, a product in both lists
 * stays in the cart. Prices read here are only shown until the catalog is asked again.
 */
export function restoreCart(stored: unknown): CartContents {
  if (typeof stored !== 'object' || stored === null) return EMPTY_CART;
  const value = stored as Record<string, unknown>;
  const items = readItems(value.items);
  const savedForLater = readItems(value.savedForLater).filter(
    (item) => !items.some((other) => other.productId === item.productId),
  );
  return { items, savedForLater };
}
