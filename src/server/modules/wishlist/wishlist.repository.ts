import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { productLineColumns } from '../catalog/catalog.repository';
import type { Db } from '../../db/client';
import { cartLines, products, wishlistItems, wishlists } from '../../db/schema';

/**
 * Queries of the wishlist (tables wishlists and wishlist_items). Like the cart's, every function
 * takes a Db or the caller's transaction, and inside a change everything goes through the
 * transaction handle.
 */

/** What the list shows of a product, always read from the catalog. */
export interface WishlistProductRow {
  id: number;
  slug: string | null;
  name: string;
  priceCents: number;
  image: string | null;
  stock: number;
}

export interface WishlistMeta {
  createdAt: Date;
  lastUpdated: Date;
}

const productColumns = { id: products.id, ...productLineColumns };

/**
 * Creates the user's wishlists row or touches it (lastUpdated = now) and keeps it locked until
 * the transaction ends: two changes of one user's list run one after the other.
 */
export async function lockWishlist(tx: Db, userId: string): Promise<WishlistMeta> {
  const [row] = await tx
    .insert(wishlists)
    .values({ userId })
    .onConflictDoUpdate({ target: wishlists.userId, set: { lastUpdated: sql`now()` } })
    .returning({ createdAt: wishlists.createdAt, lastUpdated: wishlists.lastUpdated });
  if (!row) throw new Error('the wishlists row was neither inserted nor updated');
  return row;
}

export async function findWishlistMeta(db: Db, userId: string): Promise<WishlistMeta | null> {
  const rows = await db
    .select({ createdAt: wishlists.createdAt, lastUpdated: wishlists.lastUpdated })
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The listed products the catalog still sells, newest first. Rows of hidden products stay in the
 * table (they show again if the product is shown again) but are left out here.
 */
export function listWishlistProducts(db: Db, userId: string): Promise<WishlistProductRow[]> {
  return db
    .select(productColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), eq(products.isVisible, true)))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
}

/** The visible products among `ids`; unknown and hidden ids are simply absent. */
export async function findVisibleProducts(
  db: Db,
  ids: readonly number[],
): Promise<WishlistProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.isVisible, true)));
}

/** Inserts rows with the given addedAt stamps; a product already listed keeps its row. */
export async function insertWishlistItems(
  tx: Db,
  userId: string,
  items: readonly { productId: number; addedAt: Date }[],
): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(wishlistItems)
    .values(items.map(({ productId, addedAt }) => ({ userId, productId, addedAt })))
    .onConflictDoNothing();
}

export async function deleteWishlistItems(
  tx: Db,
  userId: string,
  productIds: readonly number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .delete(wishlistItems)
    .where(
      and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, [...productIds])),
    );
}

/** Every row of the user's list, hidden products included. */
export async function deleteAllWishlistItems(tx: Db, userId: string): Promise<void> {
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}

/** Whether the product is in the user's stored cart (not in "Salvati per dopo"). */
export async function isInStoredCart(db: Db, userId: string, productId: number): Promise<boolean> {
  const rows = await db
    .select({ productId: cartLines.productId })
    .from(cartLines)
    .where(
      and(
        eq(cartLines.userId, userId),
        eq(cartLines.productId, productId),
        eq(cartLines.list, 'cart'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
