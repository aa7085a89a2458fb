import { CATALOG_MESSAGES } from '../../../domain/messages';
import {
  EMPTY_WISHLIST,
  isInWishlist,
  type WishlistChange,
  type WishlistContents,
  type WishlistProduct,
} from '../../../domain/wishlist/wishlist-contents';
import { applyWishlistChanges } from '../../../domain/wishlist/wishlist.rules';
import type {
  AddWishlistItemRequest,
  AddWishlistItemResponse,
  WishlistDocument,
  WishlistResponse,
} from '../../../domain/wishlist/wishlist.schema';
import { publishSessionEvent } from '../session/session-events.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  deleteAllWishlistItems,
  deleteWishlistItems,
  findVisibleProducts,
  findWishlistMeta,
  insertWishlistItems,
  isInStoredCart,
  listWishlistProducts,
  lockWishlist,
  type WishlistMeta,
  type WishlistProductRow,
} from './wishlist.repository';

/**
 * The wishlist's use cases (spec §4 Wishlist, §7 wishlists). Every change goes through
 * `changeWishlist`: lock the user's list, read it with fresh catalog data, apply the pure rules
 * of src/domain/wishlist, write the difference. The user always comes from the session, so no
 * request can reach another user's list.
 */

function toProduct(row: WishlistProductRow): WishlistProduct {
  return { ...row, name: row.name.trim() || CATALOG_MESSAGES.productWithoutName };
}

function toContents(rows: readonly WishlistProductRow[]): WishlistContents {
  return {
    items: rows.map((row) => row.id),
    products: Object.fromEntries(rows.map((row) => [row.id, toProduct(row)])),
  };
}

function toDocument(
  userId: string,
  list: WishlistContents,
  meta: WishlistMeta | null,
): WishlistDocument {
  const products: WishlistDocument['products'] = {};
  for (const id of list.items) {
    const product = list.products[id];
    if (product) products[String(id)] = { ...product, stock: product.stock ?? 0 };
  }
  return {
    userId,
    items: list.items.filter((id) => products[String(id)]),
    products,
    createdAt: meta?.createdAt.toISOString() ?? null,
    lastUpdated: meta?.lastUpdated.toISOString() ?? null,
  };
}

export async function getWishlist(db: Db, userId: string): Promise<WishlistDocument> {
  const [meta, rows] = await Promise.all([
    findWishlistMeta(db, userId),
    listWishlistProducts(db, userId),
  ]);
  return toDocument(userId, meta ? toContents(rows) : EMPTY_WISHLIST, meta);
}

interface Changed {
  before: WishlistContents;
  after: WishlistContents;
  refused: number[];
  wishlist: WishlistDocument;
}

/**
 * The one write path. In a transaction: lock the user's wishlists row, read the listed products
 * and the catalog data of the added ones, apply `changes` in order, and write the difference.
 * Added products get addedAt stamps in the order they were added, so the newest comes first.
 */
async function changeWishlist(
  db: Db,
  userId: string,
  changes: readonly WishlistChange[],
): Promise<Changed> {
  return db.transaction(async (tx) => {
    const meta = await lockWishlist(tx, userId);
    const before = toContents(await listWishlistProducts(tx, userId));
    const addedIds = changes.flatMap((change) =>
      'clear' in change || !change.inList ? [] : [change.productId],
    );
    const catalog = new Map(
      (await findVisibleProducts(tx, [...new Set(addedIds)])).map((row) => [
        row.id,
        toProduct(row),
      ]),
    );
    const { list: after, refused } = applyWishlistChanges(before, changes, (id) => catalog.get(id));

    const cleared = changes.some((change) => 'clear' in change);
    // What the table keeps of `before`: nothing once emptied (hidden products' rows go too).
    const kept = cleared ? EMPTY_WISHLIST : before;
    if (cleared) {
      await deleteAllWishlistItems(tx, userId);
    } else {
      // A removal of a hidden product (absent from `before`) still deletes its row.
      const removed = new Set([
        ...before.items,
        ...changes.flatMap((change) =>
          'clear' in change || change.inList ? [] : [change.productId],
        ),
      ]);
      await deleteWishlistItems(
        tx,
        userId,
        [...removed].filter((id) => !isInWishlist(after, id)),
      );
    }
    const now = Date.now();
    const inserted = after.items
      .map((productId, position) => ({ productId, addedAt: new Date(now - position) }))
      .filter(({ productId }) => !isInWishlist(kept, productId));
    await insertWishlistItems(tx, userId, inserted);

    const wishlist = toDocument(userId, after, meta);
    // The user's other devices and tabs reload their copy (live events, decision 023).
    await publishSessionEvent(tx, {
      userId,
      type: 'wishlist-changed',
      payload: { updatedAt: wishlist.lastUpdated },
    });
    return { before, after, refused, wishlist };
  });
}

export async function saveWishlistChanges(
  db: Db,
  userId: string,
  changes: readonly WishlistChange[],
): Promise<WishlistResponse> {
  const { wishlist, refused } = await changeWishlist(db, userId, changes);
  return { wishlist, refused };
}

/**
 * Spec §5 "add requires user id and product id". A product the catalog does not sell is refused
 * with not-found; with `unlessInCart` (the pending item of a login, spec §4) a product already in
 * the user's cart is not added.
 */
export async function addWishlistItem(
  db: Db,
  userId: string,
  { productId, unlessInCart = false }: AddWishlistItemRequest,
): Promise<AddWishlistItemResponse> {
  const [product] = await findVisibleProducts(db, [productId]);
  if (!product) throw new AppError('not-found', `Product ${productId} is not on sale`);
  if (unlessInCart && (await isInStoredCart(db, userId, productId))) {
    return { wishlist: await getWishlist(db, userId), refused: [], outcome: 'in-cart' };
  }
  const { before, wishlist, refused } = await changeWishlist(db, userId, [
    { productId, inList: true },
  ]);
  const outcome = refused.includes(productId)
    ? 'full'
    : isInWishlist(before, productId)
      ? 'unchanged'
      : 'added';
  return { wishlist, refused, outcome };
}

export async function removeWishlistItem(
  db: Db,
  userId: string,
  productId: number,
): Promise<WishlistResponse> {
  return saveWishlistChanges(db, userId, [{ productId, inList: false }]);
}

export async function clearWishlist(db: Db, userId: string): Promise<WishlistResponse> {
  return saveWishlistChanges(db, userId, [{ clear: true }]);
}
