import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CartList } from '../../../domain/cart/cart-contents';
import { productLineColumns } from '../catalog/catalog.repository';
import type { Db } from '../../db/client';
import { statement } from '../../db/statement';
import { cartLines, carts, products } from '../../db/schema';

/**
 * Queries of the cart (tables carts and cart_lines). Every function takes a Db or the caller's
 * transaction: inside a change everything must go through the transaction handle (on PGlite a
 * query on the outer handle would wait for the transaction that is waiting for it).
 *
 * The statements of a change (`lockCart`, `readCartForChange`, `upsertCartLines`) are named
 * (`lockCart` a `statement`, the others `.prepare(name)`): on PostgreSQL each pooled connection
 * then parses them once, not on every change. A name must always stand for the same SQL text.
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

const productColumns = { productId: products.id, ...productLineColumns };

const cartLock = statement<{ updated_ms: number }>(
  'cart_lock',
  sql`INSERT INTO ${carts} (user_id) VALUES (${sql.placeholder('userId')})
    ON CONFLICT (user_id) DO UPDATE SET updated_at = now()
    RETURNING (extract(epoch FROM ${carts.updatedAt}) * 1000)::float8 AS updated_ms`,
);

/**
 * Creates the user's carts row or touches it, and returns the new updated_at. The row stays
 * locked until the transaction ends, so two changes of one user's cart run one after the other
 * and the second reads what the first wrote (no lost update). Users never share a row, so
 * different users never wait for each other. Like the spec's merge write, every change sets
 * updatedAt, even one that ends up changing no line.
 */
export async function lockCart(tx: Db, userId: string): Promise<Date> {
  const [row] = await cartLock(tx, { userId });
  if (!row) throw new Error('the carts row was neither inserted nor updated');
  return new Date(row.updated_ms);
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

/** What `changeCart` starts from: the user's visible lines and the catalog rows it asked for. */
export interface CartForChange {
  lines: CartLineRow[];
  /** The visible products among the ids asked for; unknown and hidden ids are simply absent. */
  products: CartProductRow[];
}

/**
 * The user's lines of visible products (as `listCartLines`) and the visible products among
 * `productIds`, in one statement: one round trip fewer on every change. A product both in the
 * cart and asked for comes once, with its line, and is in both answers.
 */
export async function readCartForChange(
  tx: Db,
  userId: string,
  productIds: readonly number[],
): Promise<CartForChange> {
  // The products of the user's lines plus the ones asked for, as one array, so that PostgreSQL
  // can look them up by primary key (an OR of the two conditions would scan the catalog).
  const wanted = sql`${products.id} = ANY(ARRAY(
    SELECT ${cartLines.productId} FROM ${cartLines} WHERE ${cartLines.userId} = ${userId}
  ) || ${sql.param([...productIds])}::integer[])`;
  const rows = await tx
    .select({
      ...productColumns,
      list: cartLines.list,
      quantity: cartLines.quantity,
      addedAt: cartLines.addedAt,
    })
    .from(products)
    .leftJoin(cartLines, and(eq(cartLines.userId, userId), eq(cartLines.productId, products.id)))
    .where(and(eq(products.isVisible, true), wanted))
    .prepare('cart_read_for_change')
    .execute();

  const asked = new Set(productIds);
  const lines: CartLineRow[] = [];
  const catalog: CartProductRow[] = [];
  for (const { list, quantity, addedAt, ...product } of rows) {
    if (list !== null && quantity !== null && addedAt !== null)
      lines.push({ ...product, list, quantity, addedAt });
    if (asked.has(product.productId)) catalog.push(product);
  }
  return { lines, products: catalog };
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
  // The lines as three arrays rather than a VALUES row each: the statement text is then the
  // same for any number of lines, so it is one named statement. The columns are the table's, in
  // order; added_at and updated_at as their defaults.
  const rows = sql`SELECT ${userId}::uuid, line.product_id, line.list, line.quantity, now(), now()
    FROM unnest(
      ${sql.param(lines.map((line) => line.productId))}::integer[],
      ${sql.param(lines.map((line) => line.list))}::text[],
      ${sql.param(lines.map((line) => line.quantity))}::integer[]
    ) AS line(product_id, list, quantity)`;
  return tx
    .insert(cartLines)
    .select(rows)
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
    })
    .prepare('cart_upsert_lines')
    .execute();
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
