import { describe, expect, it } from 'vitest';
import {
  addToCart,
  applyLineChanges,
  chunkIds,
  clearCart,
  combineChanges,
  diffCarts,
  isSameChange,
  lineLimit,
  mergeGuestCart,
  moveOutOfStockToSaved,
  moveToCart,
  moveToSaved,
  removeFromCart,
  removeSaved,
  syncWithProducts,
  updateQuantity,
} from './cart.rules';
import {
  EMPTY_CART,
  cartTotalCents,
  cartUnitCount,
  restoreCart,
  type CartContents,
  type CartItem,
  type CartProduct,
} from './cart-contents';

const NOW = 1_700_000_000_000;

function product(id: number, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    productId: id,
    slug: `prodotto-${id}`,
    name: `Prodotto ${id}`,
    priceCents: 10_000 * id,
    image: `/uploads/${id}.svg`,
    stock: 20,
    ...overrides,
  };
}

function line(id: number, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    productId: id,
    slug: `prodotto-${id}`,
    name: `Prodotto ${id}`,
    priceCents: 10_000 * id,
    image: `/uploads/${id}.svg`,
    quantity,
    availableStock: 20,
    addedAt: NOW - 1000,
    ...overrides,
  };
}

function cart(items: CartItem[], savedForLater: CartItem[] = []): CartContents {
  return { items, savedForLater };
}

const ids = (items: CartItem[]) => items.map((item) => item.productId);
const quantities = (items: CartItem[]) => items.map((item) => [item.productId, item.quantity]);

describe('lineLimit', () => {
  it('is min(stock, 50), never negative, 50 while the stock is unknown', () => {
    expect(lineLimit(3)).toBe(3);
    expect(lineLimit(50)).toBe(50);
    expect(lineLimit(500)).toBe(50);
    expect(lineLimit(0)).toBe(0);
    expect(lineLimit(-4)).toBe(0);
    expect(lineLimit(null)).toBe(50);
  });
});

describe('addToCart', () => {
  it('ignores a product without a usable id', () => {
    for (const productId of [0, -1, Number.NaN, 1.5, undefined as unknown as number]) {
      const result = addToCart(EMPTY_CART, product(1, { productId }), 1, NOW);
      expect(result.outcome).toEqual({ kind: 'ignored' });
      expect(result.cart).toBe(EMPTY_CART);
    }
  });

  it('adds a new line with the product data and the time it was added', () => {
    const { cart: next, outcome } = addToCart(EMPTY_CART, product(1), 2, NOW);
    expect(next.items).toEqual([line(1, 2, { addedAt: NOW })]);
    expect(outcome).toEqual({ kind: 'changed', added: 2, quantity: 2, limit: 20, capped: false });
  });

  it('increases an existing line and refreshes its product data', () => {
    const start = cart([line(1, 2), line(2, 1)]);
    const { cart: next, outcome } = addToCart(start, product(1, { priceCents: 999 }), 3, NOW);
    expect(quantities(next.items)).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect(next.items[0]?.priceCents).toBe(999);
    expect(next.items[0]?.addedAt).toBe(NOW - 1000);
    expect(outcome).toMatchObject({ added: 3, quantity: 5, capped: false });
  });

  it('caps the line at the stock and reports it', () => {
    const { cart: next, outcome } = addToCart(cart([line(1, 2)]), product(1, { stock: 3 }), 5);
    expect(quantities(next.items)).toEqual([[1, 3]]);
    expect(outcome).toEqual({ kind: 'changed', added: 1, quantity: 3, limit: 3, capped: true });
  });

  it('caps the line at 50 whatever the stock', () => {
    const { cart: next, outcome } = addToCart(cart([line(1, 48)]), product(1, { stock: 900 }), 5);
    expect(quantities(next.items)).toEqual([[1, 50]]);
    expect(outcome).toMatchObject({ added: 2, quantity: 50, limit: 50, capped: true });
  });

  it('adds nothing at the cap, and nothing for a product out of stock', () => {
    const full = cart([line(1, 50)]);
    const atCap = addToCart(full, product(1, { stock: 80 }), 1);
    expect(atCap.cart).toBe(full);
    expect(atCap.outcome).toMatchObject({ added: 0, quantity: 50, capped: true });

    const soldOut = addToCart(EMPTY_CART, product(2, { stock: 0 }), 1);
    expect(soldOut.cart).toBe(EMPTY_CART);
    expect(soldOut.outcome).toMatchObject({ added: 0, quantity: 0, limit: 0, capped: true });
  });

  it('never lowers a line that sits above a stock that has since dropped', () => {
    const { cart: next, outcome } = addToCart(cart([line(1, 6)]), product(1, { stock: 4 }), 1);
    expect(quantities(next.items)).toEqual([[1, 6]]);
    expect(outcome).toMatchObject({ added: 0, quantity: 6, capped: true });
  });

  it('treats a missing or odd quantity as one', () => {
    expect(addToCart(EMPTY_CART, product(1)).outcome).toMatchObject({ added: 1 });
    expect(addToCart(EMPTY_CART, product(1), 0).outcome).toMatchObject({ added: 1 });
    expect(addToCart(EMPTY_CART, product(1), Number.NaN).outcome).toMatchObject({ added: 1 });
    expect(addToCart(EMPTY_CART, product(1), 2.7).outcome).toMatchObject({ added: 2 });
  });

  it('moves a product saved for later into the cart', () => {
    const start = cart([line(2, 1)], [line(1, 4, { addedAt: 5 }), line(3, 1)]);
    const { cart: next, outcome } = addToCart(start, product(1), 2, NOW);
    expect(quantities(next.items)).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(ids(next.savedForLater)).toEqual([3]);
    expect(outcome).toMatchObject({ added: 2, quantity: 2 });
  });

  it('keeps a saved product saved when it is out of stock', () => {
    const start = cart([], [line(1, 1)]);
    const { cart: next } = addToCart(start, product(1, { stock: 0 }), 1);
    expect(next).toBe(start);
  });

  it('takes up to 50 when the stock is unknown', () => {
    const { outcome } = addToCart(EMPTY_CART, product(1, { stock: null }), 70);
    expect(outcome).toMatchObject({ quantity: 50, limit: 50, capped: true });
  });

  it('does not change its input', () => {
    const start = cart([line(1, 1)], [line(2, 1)]);
    const snapshot = structuredClone(start);
    addToCart(start, product(1), 1);
    addToCart(start, product(2), 1);
    expect(start).toEqual(snapshot);
  });
});

describe('updateQuantity', () => {
  const start = cart([line(1, 3, { availableStock: 5 }), line(2, 1)]);

  it('sets the quantity of a line', () => {
    const { cart: next, outcome } = updateQuantity(start, 1, 4);
    expect(quantities(next.items)).toEqual([
      [1, 4],
      [2, 1],
    ]);
    expect(outcome).toEqual({ kind: 'changed', added: 1, quantity: 4, limit: 5, capped: false });
  });

  it('removes the line at zero or less', () => {
    for (const quantity of [0, -1, -100]) {
      const { cart: next, outcome } = updateQuantity(start, 1, quantity);
      expect(ids(next.items)).toEqual([2]);
      expect(outcome).toMatchObject({ quantity: 0, added: -3 });
    }
  });

  it('caps at the stock and at 50', () => {
    expect(updateQuantity(start, 1, 9).outcome).toMatchObject({ quantity: 5, capped: true });
    expect(updateQuantity(start, 2, 51).outcome).toMatchObject({ quantity: 20, capped: true });
    const big = cart([line(1, 1, { availableStock: 1000 })]);
    expect(updateQuantity(big, 1, 51).outcome).toMatchObject({ quantity: 50, capped: true });
  });

  it('always lets a line go down, even above a dropped stock', () => {
    const above = cart([line(1, 8, { availableStock: 2 })]);
    expect(quantities(updateQuantity(above, 1, 7).cart.items)).toEqual([[1, 7]]);
    expect(updateQuantity(above, 1, 9).outcome).toMatchObject({ quantity: 8, capped: true });
  });

  it('reports a product that is not in the cart and changes nothing', () => {
    const result = updateQuantity(start, 99, 2);
    expect(result.outcome).toEqual({ kind: 'not-found' });
    expect(result.cart).toBe(start);
  });
});

describe('remove, move and clear', () => {
  const start = cart([line(1, 3), line(2, 1)], [line(3, 2)]);

  it('removes a line, and leaves the cart alone for an unknown id', () => {
    expect(ids(removeFromCart(start, 1).items)).toEqual([2]);
    expect(removeFromCart(start, 9)).toBe(start);
  });

  it('moves a line to saved-for-later first, keeping its quantity', () => {
    const next = moveToSaved(start, 1, NOW);
    expect(ids(next.items)).toEqual([2]);
    expect(quantities(next.savedForLater)).toEqual([
      [1, 3],
      [3, 2],
    ]);
    expect(next.savedForLater[0]?.addedAt).toBe(NOW);
    expect(moveToSaved(start, 3)).toBe(start);
  });

  it('moves a saved line back to the cart with quantity 1', () => {
    const { cart: next, outcome } = moveToCart(start, 3, NOW);
    expect(quantities(next.items)).toEqual([
      [1, 3],
      [2, 1],
      [3, 1],
    ]);
    expect(next.savedForLater).toEqual([]);
    expect(next.items[2]?.addedAt).toBe(NOW);
    expect(outcome).toMatchObject({ added: 1, quantity: 1 });
  });

  it('keeps an out-of-stock saved line saved', () => {
    const soldOut = cart([], [line(3, 2, { availableStock: 0 })]);
    const { cart: next, outcome } = moveToCart(soldOut, 3);
    expect(next).toBe(soldOut);
    expect(outcome).toMatchObject({ capped: true, limit: 0, quantity: 0 });
    expect(moveToCart(soldOut, 99).outcome).toEqual({ kind: 'not-found' });
  });

  it('removes a saved line', () => {
    expect(removeSaved(start, 3).savedForLater).toEqual([]);
    expect(removeSaved(start, 1)).toBe(start);
  });

  it('clears the cart and keeps saved-for-later', () => {
    expect(clearCart(start)).toEqual({ items: [], savedForLater: start.savedForLater });
  });
});

describe('mergeGuestCart (spec §4, in its order)', () => {
  it("keeps the user's cart first, with the user's quantities", () => {
    const user = cart([line(1, 2), line(2, 1)]);
    const guest = cart([line(2, 7), line(4, 3)]);
    expect(quantities(mergeGuestCart(user, guest).items)).toEqual([
      [1, 2],
      [2, 1],
      [4, 3],
    ]);
  });

  it("moves guest items found in the user's saved-for-later to the cart", () => {
    const user = cart([line(1, 1)], [line(5, 4), line(6, 1)]);
    const guest = cart([line(5, 2, { priceCents: 1 })]);
    const merged = mergeGuestCart(user, guest);
    expect(quantities(merged.items)).toEqual([
      [1, 1],
      [5, 2],
    ]);
    expect(ids(merged.savedForLater)).toEqual([6]);
  });

  it('adds guest saved items only when they are in neither list', () => {
    const user = cart([line(1, 1)], [line(2, 1)]);
    const guest = cart([line(3, 1)], [line(1, 1), line(2, 5), line(3, 1), line(7, 1)]);
    const merged = mergeGuestCart(user, guest);
    expect(ids(merged.items)).toEqual([1, 3]);
    expect(quantities(merged.savedForLater)).toEqual([
      [2, 1],
      [7, 1],
    ]);
  });

  it('keeps guest quantities within the line limit and saves what is out of stock', () => {
    const guest = cart([line(1, 9, { availableStock: 4 }), line(2, 3, { availableStock: 0 })]);
    const merged = mergeGuestCart(EMPTY_CART, guest);
    expect(quantities(merged.items)).toEqual([[1, 4]]);
    expect(ids(merged.savedForLater)).toEqual([2]);
  });

  it('returns the user cart unchanged for an empty guest cart, and the guest cart for an empty user', () => {
    const user = cart([line(1, 2)], [line(2, 1)]);
    expect(mergeGuestCart(user, EMPTY_CART)).toEqual(user);
    expect(mergeGuestCart(EMPTY_CART, user)).toEqual(user);
  });
});

describe('syncWithProducts', () => {
  it('takes fresh name, price, image and stock and keeps the quantity', () => {
    const start = cart([line(1, 3), line(2, 1)], [line(3, 1)]);
    const fresh = new Map<number, CartProduct | null>([
      [1, product(1, { name: 'Nuovo nome', priceCents: 5, stock: 2, image: null })],
      [3, null],
    ]);
    const next = syncWithProducts(start, fresh);
    expect(next.items[0]).toMatchObject({
      name: 'Nuovo nome',
      priceCents: 5,
      image: null,
      availableStock: 2,
      quantity: 3,
    });
    expect(next.items[1]).toEqual(start.items[1]);
    expect(next.savedForLater[0]).toMatchObject({ availableStock: 0, quantity: 1 });
  });
});

describe('moveOutOfStockToSaved', () => {
  it('moves lines known to be out of stock and reports them', () => {
    const start = cart(
      [line(1, 1, { availableStock: 0 }), line(2, 1), line(3, 2, { availableStock: null })],
      [line(4, 1)],
    );
    const { cart: next, moved } = moveOutOfStockToSaved(start);
    expect(ids(next.items)).toEqual([2, 3]);
    expect(ids(next.savedForLater)).toEqual([1, 4]);
    expect(ids(moved)).toEqual([1]);
  });

  it('returns the same cart when everything is in stock', () => {
    const start = cart([line(1, 1)]);
    expect(moveOutOfStockToSaved(start).cart).toBe(start);
  });
});

describe('totals', () => {
  it('sums price × quantity in cents, and counts units', () => {
    const items = [line(1, 2, { priceCents: 123_900 }), line(2, 3, { priceCents: 1_999 })];
    expect(cartTotalCents(items)).toBe(2 * 123_900 + 3 * 1_999);
    expect(cartUnitCount(items)).toBe(5);
    expect(cartTotalCents([])).toBe(0);
  });
});

describe('chunkIds', () => {
  it('splits unique ids into chunks of the batch size', () => {
    const many = Array.from({ length: 23 }, (_, index) => index + 1);
    expect(chunkIds([...many, 1, 2], 10).map((chunk) => chunk.length)).toEqual([10, 10, 3]);
    expect(chunkIds([], 10)).toEqual([]);
  });
});

describe('diffCarts and combineChanges', () => {
  it('lists the lines that changed quantity, list, appeared or went away', () => {
    const before = cart([line(1, 1), line(2, 2), line(3, 1)], [line(4, 1)]);
    const after = cart([line(1, 1), line(2, 5), line(4, 1)], [line(5, 1)]);
    expect(diffCarts(before, after)).toEqual([
      { productId: 2, list: 'cart', quantity: 5 },
      { productId: 4, list: 'cart', quantity: 1 },
      { productId: 5, list: 'saved', quantity: 1 },
      { productId: 3, remove: true },
    ]);
    expect(diffCarts(before, before)).toEqual([]);
  });

  it('keeps only the newest change of each line', () => {
    const combined = combineChanges(
      [
        { productId: 1, list: 'cart', quantity: 1 },
        { productId: 2, list: 'cart', quantity: 1 },
      ],
      [
        { productId: 1, remove: true },
        { productId: 3, list: 'saved', quantity: 1 },
      ],
    );
    expect(combined).toEqual([
      { productId: 2, list: 'cart', quantity: 1 },
      { productId: 1, remove: true },
      { productId: 3, list: 'saved', quantity: 1 },
    ]);
  });

  it('compares two changes by line, list and quantity', () => {
    expect(isSameChange({ productId: 1, remove: true }, { productId: 1, remove: true })).toBe(true);
    expect(
      isSameChange({ productId: 1, remove: true }, { productId: 1, list: 'cart', quantity: 1 }),
    ).toBe(false);
    expect(
      isSameChange(
        { productId: 1, list: 'cart', quantity: 2 },
        { productId: 1, list: 'cart', quantity: 2 },
      ),
    ).toBe(true);
    expect(
      isSameChange(
        { productId: 1, list: 'cart', quantity: 2 },
        { productId: 1, list: 'saved', quantity: 2 },
      ),
    ).toBe(false);
  });
});

describe('restoreCart', () => {
  it('reads back what was stored', () => {
    const stored = cart([line(1, 2)], [line(2, 1)]);
    expect(restoreCart(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('drops malformed lines and keeps quantities within 1–50', () => {
    const restored = restoreCart({
      items: [
        line(1, 80),
        { ...line(2, 1), productId: 'x' },
        { ...line(3, 1), name: '' },
        { ...line(4, 1), priceCents: -5 },
        { ...line(5, 0) },
        line(1, 3),
        null,
        'text',
        { ...line(6, 2), availableStock: 'many', image: 42, slug: undefined, addedAt: 'ieri' },
      ],
      savedForLater: [line(1, 1), line(7, 1)],
    });
    expect(quantities(restored.items)).toEqual([
      [1, 50],
      [6, 2],
    ]);
    expect(restored.items[1]).toMatchObject({
      availableStock: null,
      image: null,
      slug: null,
      addedAt: 0,
    });
    expect(ids(restored.savedForLater)).toEqual([7]);
  });

  it('gives an empty cart for anything else', () => {
    for (const value of [null, undefined, 'cart', 42, [], { items: 'x' }]) {
      expect(restoreCart(value)).toEqual(EMPTY_CART);
    }
  });
});

describe('applyLineChanges', () => {
  it('lays unsaved changes over the server copy', () => {
    const server = cart([line(1, 1), line(2, 2)], [line(3, 1)]);
    const local = cart([line(1, 4), line(5, 1, { name: 'Locale' })], [line(2, 2)]);
    const next = applyLineChanges(
      server,
      [
        { productId: 1, list: 'cart', quantity: 4 },
        { productId: 5, list: 'cart', quantity: 1 },
        { productId: 2, list: 'saved', quantity: 2 },
        { productId: 3, remove: true },
        { productId: 99, list: 'cart', quantity: 1 },
      ],
      local,
    );
    expect(quantities(next.items)).toEqual([
      [1, 4],
      [5, 1],
    ]);
    expect(next.items[1]?.name).toBe('Locale');
    expect(ids(next.savedForLater)).toEqual([2]);
  });

  it('returns the server copy when nothing waits', () => {
    const server = cart([line(1, 1)]);
    expect(applyLineChanges(server, [], EMPTY_CART)).toEqual(server);
  });
});
