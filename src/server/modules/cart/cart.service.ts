import * as rules from '../../../domain/cart/cart.rules';
import type { QuantityOutcome } from '../../../domain/cart/cart.rules';
import {
  cartTotalCents,
  type CartContents,
  type CartItem,
  type CartList,
  type CartProduct,
} from '../../../domain/cart/cart-contents';
import type {
  CartAdjustment,
  CartDocument,
  CartLine,
  CartLineResponse,
  CartResponse,
  MergeCartRequest,
  SaveCartRequest,
} from '../../../domain/cart/cart.schema';
import { CART_LINE_MAX_QTY } from '../../../domain/constants';
import { CATALOG_MESSAGES } from '../../../domain/messages';
import { publishSessionEvent } from '../session/session-events.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  deleteCartLines,
  findCartUpdatedAt,
  listCartLines,
  lockCart,
  readCartForChange,
  upsertCartLines,
  type CartLineRow,
  type CartProductRow,
  type StoredLine,
} from './cart.repository';

/**
 * The cart's use cases (spec §4 Cart, §7 callables). Every change goes through `changeCart`, the
 * one write path: lock the user's cart, read it with fresh catalog data, apply a pure rule, and
 * write only the lines that rule changed. Prices, names and stock always come from the catalog;
 * a browser only ever says which product, which list and how many.
 */

type CartLineOutcome = CartLineResponse['line'];

function productNotFound(productId: number): AppError {
  // English on purpose: the browser maps the code to the spec's Italian text.
  return new AppError('not-found', `Product ${productId} is not on sale`);
}

function productName(name: string): string {
  return name.trim() || CATALOG_MESSAGES.productWithoutName;
}

function toCartProduct(row: CartProductRow): CartProduct {
  return {
    productId: row.productId,
    slug: row.slug,
    name: productName(row.name),
    priceCents: row.priceCents,
    image: row.image,
    stock: row.stock,
  };
}

function toCartItem(row: CartLineRow): CartItem {
  const { stock, ...product } = toCartProduct(row);
  return {
    ...product,
    quantity: row.quantity,
    availableStock: stock,
    addedAt: row.addedAt.getTime(),
  };
}

/** Spec §4 "Salvati per dopo" lists the newest first; the cart keeps the order of adding. */
function byAddedAt(direction: 1 | -1) {
  return (a: CartLineRow, b: CartLineRow) =>
    direction * (a.addedAt.getTime() - b.addedAt.getTime()) || a.productId - b.productId;
}

function linesOf(rows: readonly CartLineRow[], list: CartList): CartLineRow[] {
  return rows.filter((row) => row.list === list).sort(byAddedAt(list === 'cart' ? 1 : -1));
}

function toContents(rows: readonly CartLineRow[]): CartContents {
  return {
    items: linesOf(rows, 'cart').map(toCartItem),
    savedForLater: linesOf(rows, 'saved').map(toCartItem),
  };
}

function toCartLine(row: CartLineRow): CartLine {
  return {
    productId: row.productId,
    slug: row.slug,
    name: productName(row.name),
    priceCents: row.priceCents,
    image: row.image,
    quantity: row.quantity,
    availableStock: row.stock,
    addedAt: row.addedAt.toISOString(),
  };
}

function toDocument(rows: readonly CartLineRow[], updatedAt: Date | null): CartDocument {
  const items = linesOf(rows, 'cart');
  return {
    items: items.map(toCartLine),
    savedForLater: linesOf(rows, 'saved').map(toCartLine),
    totalCents: cartTotalCents(items.map(toCartItem)),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/** A rule's answer: the cart it wants, plus whatever the use case reports back. */
interface CartEdit<T> {
  after: CartContents;
  result: T;
}

/**
 * The one write path. In a transaction: lock the user's carts row (concurrent changes of one
 * cart queue here, so each starts from what the previous one wrote), read the visible lines and
 * the catalog data of `productIds`, let `edit` compute the new cart, and write the per-line
 * difference. Lines `edit` leaves alone are never written, so a change can only ever lose to a
 * later change of the same line. `edit` may throw an AppError: nothing is written then.
 */
async function changeCart<T>(
  db: Db,
  userId: string,
  productIds: readonly number[],
  edit: (before: CartContents, catalog: ReadonlyMap<number, CartProduct>) => CartEdit<T>,
): Promise<{ cart: CartDocument; result: T }> {
  return db.transaction(async (tx) => {
    const updatedAt = await lockCart(tx, userId);
    // Only after the lock: this statement must see what the previous change committed.
    const { lines: beforeRows, products } = await readCartForChange(tx, userId, productIds);
    const productRows = new Map(products.map((row) => [row.productId, row]));
    const catalog = new Map([...productRows].map(([id, row]) => [id, toCartProduct(row)]));

    const before = toContents(beforeRows);
    const { after, result } = edit(before, catalog);

    // One change per product: a statement may not update the same row twice.
    const changes = new Map(rules.diffCarts(before, after).map((c) => [c.productId, c]));
    const removals: number[] = [];
    const upserts: Omit<StoredLine, 'addedAt'>[] = [];
    for (const change of changes.values()) {
      if ('remove' in change) removals.push(change.productId);
      else upserts.push(change);
    }
    await deleteCartLines(tx, userId, removals);
    const written = await upsertCartLines(tx, userId, upserts);

    // The lines as the table now holds them, without reading them back: what was there, less
    // the removed lines, with the written ones as the upsert returned them.
    const rows = new Map(beforeRows.map((row) => [row.productId, row]));
    for (const productId of removals) rows.delete(productId);
    for (const line of written) {
      const product = productRows.get(line.productId) ?? rows.get(line.productId);
      if (!product) throw new Error(`no catalog data for the written product ${line.productId}`);
      rows.set(line.productId, { ...product, ...line });
    }
    const cart = toDocument([...rows.values()], updatedAt);
    // The user's other devices and tabs reload their copy (live events, decision 023).
    if (changes.size > 0) {
      await publishSessionEvent(tx, {
        userId,
        type: 'cart-changed',
        payload: { updatedAt: cart.updatedAt },
      });
    }
    return { cart, result };
  });
}

/** Which bound stopped a line: the known stock, or the spec's 50 per line. */
function capReason(limit: number): 'stock' | 'line-max' {
  return limit < CART_LINE_MAX_QTY ? 'stock' : 'line-max';
}

function unavailable(productId: number, requested: number): CartAdjustment {
  return { productId, reason: 'unavailable', requested, quantity: 0 };
}

/**
 * The answer about one line. `requested` is the line quantity that was asked for, so that an
 * adjustment compares like with like (asked 12, got 5).
 */
function describeLine(
  productId: number,
  name: string,
  outcome: QuantityOutcome,
  requested: number,
): { line: CartLineOutcome; adjustments: CartAdjustment[] } {
  // The rules report "not-found" for a product not in the cart, and "ignored" only for an
  // invalid id, which the request schema already refuses.
  if (outcome.kind !== 'changed') throw productNotFound(productId);
  const { added, quantity, limit, capped } = outcome;
  const adjustments: CartAdjustment[] = capped
    ? [{ productId, reason: capReason(limit), requested, quantity }]
    : [];
  return { line: { productId, name, added, quantity, limit, capped }, adjustments };
}

function newLine(product: CartProduct, quantity: number, addedAt: number): CartItem {
  const { stock, ...data } = product;
  return { ...data, quantity, availableStock: stock, addedAt };
}

function withoutProduct(items: readonly CartItem[], productId: number): CartItem[] {
  return items.filter((item) => item.productId !== productId);
}

/** Puts `line` in `list`, out of the other one. Order does not matter: the table keeps it. */
function placeLine(cart: CartContents, list: CartList, line: CartItem): CartContents {
  const items = withoutProduct(cart.items, line.productId);
  const savedForLater = withoutProduct(cart.savedForLater, line.productId);
  return list === 'cart'
    ? { items: [...items, line], savedForLater }
    : { items, savedForLater: [...savedForLater, line] };
}

/**
 * The changes of a save, each one the new state of its line (a set, never an increment): the
 * browser sends the lines it changed and the server keeps every other line as stored. Unlike
 * the domain's `applyLineChanges` (the browser laying its unsaved changes over a read), this is
 * the authoritative version: catalog data, stock limits, and a report of what was not taken.
 */
function applySaveChanges(
  before: CartContents,
  changes: SaveCartRequest['changes'],
  catalog: ReadonlyMap<number, CartProduct>,
  now: number,
): CartEdit<CartAdjustment[]> {
  let cart = before;
  const adjustments: CartAdjustment[] = [];
  for (const change of changes) {
    const { productId } = change;
    if ('remove' in change) {
      cart = {
        items: withoutProduct(cart.items, productId),
        savedForLater: withoutProduct(cart.savedForLater, productId),
      };
      continue;
    }
    const product = catalog.get(productId);
    if (!product) {
      adjustments.push(unavailable(productId, change.quantity));
      continue;
    }
    const stored =
      cart.items.find((item) => item.productId === productId) ??
      cart.savedForLater.find((item) => item.productId === productId);
    const addedAt = stored?.addedAt ?? now;

    if (change.list === 'saved') {
      // A saved line is not being bought, so only the 50 per line applies, not the stock.
      const quantity = Math.min(change.quantity, CART_LINE_MAX_QTY);
      if (quantity < change.quantity)
        adjustments.push({ productId, reason: 'line-max', requested: change.quantity, quantity });
      cart = placeLine(cart, 'saved', newLine(product, quantity, addedAt));
      continue;
    }
    const limit = rules.lineLimit(product.stock);
    if (limit === 0) {
      // Out of stock: kept for later rather than dropped, so nothing the shopper chose is lost.
      adjustments.push({ productId, reason: 'stock', requested: change.quantity, quantity: 0 });
      const savedQuantity = Math.min(change.quantity, CART_LINE_MAX_QTY);
      cart = placeLine(cart, 'saved', newLine(product, savedQuantity, addedAt));
      continue;
    }
    const quantity = Math.min(change.quantity, limit);
    if (quantity < change.quantity)
      adjustments.push({
        productId,
        reason: capReason(limit),
        requested: change.quantity,
        quantity,
      });
    cart = placeLine(cart, 'cart', newLine(product, quantity, addedAt));
  }
  return { after: cart, result: adjustments };
}

export async function getCart(db: Db, userId: string): Promise<CartResponse> {
  // Reading never creates the carts row: updatedAt stays null until the first change.
  const [updatedAt, rows] = await Promise.all([
    findCartUpdatedAt(db, userId),
    listCartLines(db, userId),
  ]);
  return { cart: toDocument(rows, updatedAt), adjustments: [] };
}

/**
 * Spec §7 addToCart: an existing line increases, a saved line moves to the cart, the line is
 * capped at min(stock, 50); with no stock nothing is added (line.capped says why).
 */
export async function addToCart(
  db: Db,
  userId: string,
  { productId, quantity }: { productId: number; quantity: number },
): Promise<CartLineResponse> {
  const { cart, result } = await changeCart(db, userId, [productId], (before, catalog) => {
    const product = catalog.get(productId);
    if (!product) throw productNotFound(productId);
    const current = before.items.find((item) => item.productId === productId)?.quantity ?? 0;
    const change = rules.addToCart(before, product, quantity);
    return {
      after: change.cart,
      result: describeLine(productId, product.name, change.outcome, current + quantity),
    };
  });
  return { cart, ...result };
}

/** Spec §7 updateQuantity: zero or less removes the line; above min(stock, 50) it is capped. */
export async function updateQuantity(
  db: Db,
  userId: string,
  productId: number,
  quantity: number,
): Promise<CartLineResponse> {
  const { cart, result } = await changeCart(db, userId, [], (before) => {
    const line = before.items.find((item) => item.productId === productId);
    if (!line) throw productNotFound(productId);
    const change = rules.updateQuantity(before, productId, quantity);
    return {
      after: change.cart,
      result: describeLine(productId, line.name, change.outcome, quantity),
    };
  });
  return { cart, ...result };
}

/** Spec §7 removeFromCart: removing a line that is not there is not an error. */
export async function removeFromCart(
  db: Db,
  userId: string,
  productId: number,
): Promise<CartResponse> {
  const { cart } = await changeCart(db, userId, [], (before) => ({
    after: rules.removeFromCart(before, productId),
    result: null,
  }));
  return { cart, adjustments: [] };
}

/**
 * Spec §7 "Write (merge) carts/{userId}": the lines one browser changed, each set to the state it
 * asks for. Unknown or hidden products are skipped and reported; lines not mentioned keep what
 * is stored, so two tabs saving different lines never undo each other.
 */
export async function saveCart(
  db: Db,
  userId: string,
  { changes }: SaveCartRequest,
): Promise<CartResponse> {
  const productIds = changes.flatMap((change) => ('remove' in change ? [] : [change.productId]));
  const { cart, result } = await changeCart(db, userId, productIds, (before, catalog) =>
    applySaveChanges(before, changes, catalog, Date.now()),
  );
  return { cart, adjustments: result };
}

/**
 * Spec §4 merge at login: the guest cart joins the stored one by the domain's rules. Guest lines
 * of products no longer on sale are dropped and reported; a guest line that could not go into
 * the cart as asked (capped, or out of stock and kept saved) is reported too.
 */
export async function mergeGuestCart(
  db: Db,
  userId: string,
  guest: MergeCartRequest,
): Promise<CartResponse> {
  const productIds = [
    ...guest.items.map((item) => item.productId),
    ...guest.savedForLater.map((item) => item.productId),
  ];
  const { cart, result } = await changeCart(db, userId, productIds, (before, catalog) => {
    const now = Date.now();
    const adjustments: CartAdjustment[] = [];
    // The quantity the guest asked for, per product (a repeated product counts once).
    const requested = new Map<number, number>();
    const guestItems: CartItem[] = [];
    for (const { productId, quantity } of guest.items) {
      if (requested.has(productId)) continue;
      requested.set(productId, quantity);
      const product = catalog.get(productId);
      if (product) guestItems.push(newLine(product, Math.min(quantity, CART_LINE_MAX_QTY), now));
      else adjustments.push(unavailable(productId, quantity));
    }
    const guestSaved: CartItem[] = [];
    for (const { productId } of guest.savedForLater) {
      const product = catalog.get(productId);
      // The guest cart keeps no quantity for saved lines: one unit, as moving back to the cart.
      if (product) guestSaved.push(newLine(product, 1, now));
      else adjustments.push(unavailable(productId, 1));
    }

    const merged = rules.mergeGuestCart(before, { items: guestItems, savedForLater: guestSaved });
    for (const guestItem of guestItems) {
      const { productId } = guestItem;
      // The user's own line wins: that is the merge rule, not a line refused.
      if (before.items.some((item) => item.productId === productId)) continue;
      const asked = requested.get(productId) ?? guestItem.quantity;
      const line = merged.items.find((item) => item.productId === productId);
      if (!line) {
        // Out of stock: the rule keeps it saved instead.
        adjustments.push({ productId, reason: 'stock', requested: asked, quantity: 0 });
      } else if (line.quantity < asked) {
        const reason = capReason(rules.lineLimit(guestItem.availableStock));
        adjustments.push({ productId, reason, requested: asked, quantity: line.quantity });
      }
    }
    return { after: merged, result: adjustments };
  });
  return { cart, adjustments: result };
}
