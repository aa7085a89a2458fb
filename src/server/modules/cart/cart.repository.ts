import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CartList } from '../../../domain/cart/cart-contents';
import type { Db } from '../../db/client';
import { cartLines, carts, products } from '../../db/schema';

/**
 * Queries of the cart (tables carts and cart_lines). Every function takes a Db or the caller's
 * transaction: inside a change everything must go through the transaction handle (on PGlite a
 * query on the outer handle would wait for the transaction that is waiting for it).
 */

/** What a cart line shows of its product, always read from the catalog. */
export interface CartProductRow {
  productId: number;
  slug: string | null;
  name: string;
  priceCents: number;
  /** The first image, or null when the product has none. */
  image: string | null;
  stock: number;
}

export interface CartLineRow extends CartProductRow {
  list: CartList;
  quantity: number;
  addedAt: Date;
}

const productColumns = {
  productId: products.id,
  slug: products.slug,
  name: products.name,
  priceCents: products.priceCents,
  // PostgreSQL arrays start at 1; an empty array gives NULL.
  image: sql<string | null>`${products.images}[1]`,
  stock: products.stock,
};

/**
 * Creates the user's carts row or touches it, and returns the new updated_at. The row stays
 * locked until the transaction ends, so two changes of one user's cart run one after the other
 * and the second reads what the first wrote (no lost update). Users never share a row, so
 * different users never wait for each other. Like the spec's merge write, every change sets
 * updatedAt, even one that ends up changing no line.
 */
export async function lockCart(tx: Db, userId: string): Promise<Date> {
  const [row] = await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ updatedAt: carts.updatedAt });
  if (!row) throw new Error('the carts row was neither inserted nor updated');
  return row.updatedAt;
}

/** When the user's cart last changed; null when the user never had one. */
export async function findCartUpdatedAt(db: Db, userId: string): Promise<Date | null> {
  const rows = await db
    .select({ updatedAt: carts.updatedAt })
    .from(carts)
    .where(eq(carts.userId, userId))
    .limit(1);
  return rows[0]?.updatedAt ?? null;
}

/**
 * The user's lines of products the catalog still sells, in no particular order (the service
 * orders the document). Lines of hidden products stay in the
 * table (they come back if the product is shown again) but are left out here, so no rule and no
 * answer ever sees them.
 */
export function listCartLines(db: Db, userId: string): Promise<CartLineRow[]> {
  return db
    .select({
      ...productColumns,
      list: cartLines.list,
      quantity: cartLines.quantity,
      addedAt: cartLines.addedAt,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.userId, userId), eq(products.isVisible, true)));
}

/** The visible products among `productIds`; unknown and hidden ids are simply absent. */
export async function findVisibleCartProducts(
  db: Db,
  productIds: readonly number[],
): Promise<CartProductRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, [...productIds]), eq(products.isVisible, true)));
}

export type StoredLine = Pick<CartLineRow, 'productId' | 'list' | 'quantity' | 'addedAt'>;

/**
 * Writes lines as given, in one statement, and returns them as stored. A line that changes list
 * counts as added now: the cart lists oldest first, "Salvati per dopo" newest first. `lines`
 * must not repeat a product (PostgreSQL refuses to update one row twice in a statement).
 */
export async function upsertCartLines(
  tx: Db,
  userId: string,
  lines: readonly Omit<StoredLine, 'addedAt'>[],
): Promise<StoredLine[]> {
  if (lines.length === 0) return [];
  return tx
    .insert(cartLines)
    .values(lines.map(({ productId, list, quantity }) => ({ userId, productId, list, quantity })))
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.productId],
      set: {
        list: sql`excluded.list`,
        quantity: sql`excluded.quantity`,
        addedAt: sql`CASE WHEN ${cartLines.list} <> excluded.list THEN now() ELSE ${cartLines.addedAt} END`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      productId: cartLines.productId,
      list: cartLines.list,
      quantity: cartLines.quantity,
      addedAt: cartLines.addedAt,
    });
}

export async function deleteCartLines(
  tx: Db,
  userId: string,
  productIds: readonly number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.productId, [...productIds])));
}
