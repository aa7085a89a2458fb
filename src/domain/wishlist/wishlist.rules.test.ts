import { describe, expect, it } from 'vitest';
import { WISHLIST_MAX_ITEMS } from '../constants';
import {
  EMPTY_WISHLIST,
  initializeWishlist,
  isInWishlist,
  readWishlistChanges,
  type WishlistContents,
  type WishlistProduct,
} from './wishlist-contents';
import {
  addToWishlist,
  applyWishlistChanges,
  changesBetween,
  clearWishlist,
  recordChange,
  removeFromWishlist,
  removeProductsInCart,
  toggleWishlist,
} from './wishlist.rules';

function product(id: number, overrides: Partial<WishlistProduct> = {}): WishlistProduct {
  return {
    id,
    slug: `prodotto-${id}`,
    name: `Prodotto ${id}`,
    priceCents: 10_000 * id,
    image: `/uploads/${id}.svg`,
    stock: 5,
    ...overrides,
  };
}

/** A list of `ids`, in that order (newest first). */
function listOf(...ids: number[]): WishlistContents {
  return {
    items: ids,
    products: Object.fromEntries(ids.map((id) => [id, product(id)])),
  };
}

describe('addToWishlist', () => {
  it('puts a new product first, with its summary in the lookup map', () => {
    const { list, outcome } = addToWishlist(listOf(1, 2), product(3));
    expect(outcome).toBe('added');
    expect(list.items).toEqual([3, 1, 2]);
    expect(list.products[3]).toEqual(product(3));
  });

  it('never lists a product twice, nor moves it', () => {
    const before = listOf(1, 2);
    const { list, outcome } = addToWishlist(before, product(2));
    expect(outcome).toBe('unchanged');
    expect(list).toBe(before);
  });

  it(`stops at ${WISHLIST_MAX_ITEMS} products (a smaller limit may be given)`, () => {
    const full = listOf(...Array.from({ length: WISHLIST_MAX_ITEMS }, (_, i) => i + 1));
    expect(addToWishlist(full, product(1000)).outcome).toBe('full');
    expect(addToWishlist(full, product(1000)).list).toBe(full);
    expect(addToWishlist(listOf(1, 2), product(3), 2).outcome).toBe('full');
    // Already listed is not "full": nothing to add.
    expect(addToWishlist(listOf(1, 2), product(2), 2).outcome).toBe('unchanged');
  });

  it('leaves the given list untouched', () => {
    const before = listOf(1);
    addToWishlist(before, product(2));
    expect(before).toEqual(listOf(1));
  });
});

describe('removeFromWishlist', () => {
  it('drops the id and its summary', () => {
    const list = removeFromWishlist(listOf(1, 2, 3), 2);
    expect(list.items).toEqual([1, 3]);
    expect(list.products[2]).toBeUndefined();
    expect(Object.keys(list.products)).toEqual(['1', '3']);
  });

  it('returns the same list for a product that is not there', () => {
    const before = listOf(1);
    expect(removeFromWishlist(before, 9)).toBe(before);
  });
});

describe('toggleWishlist', () => {
  it('adds a product that is not listed and removes one that is', () => {
    const added = toggleWishlist(listOf(1), product(2));
    expect(added.outcome).toBe('added');
    expect(added.list.items).toEqual([2, 1]);
    const removed = toggleWishlist(added.list, product(2));
    expect(removed.outcome).toBe('removed');
    expect(removed.list.items).toEqual([1]);
  });

  it('says "full" when adding to a full list', () => {
    expect(toggleWishlist(listOf(1), product(2), 1).outcome).toBe('full');
    expect(toggleWishlist(listOf(1), product(1), 1).outcome).toBe('removed');
  });
});

describe('clearWishlist and isInWishlist', () => {
  it('empties the list', () => {
    expect(clearWishlist()).toEqual(EMPTY_WISHLIST);
    expect(isInWishlist(clearWishlist(), 1)).toBe(false);
    expect(isInWishlist(listOf(4), 4)).toBe(true);
  });
});

describe('initializeWishlist', () => {
  it('takes a document as it is', () => {
    const document = { items: [2, 1], products: { '1': product(1), '2': product(2) } };
    expect(initializeWishlist(document)).toEqual(listOf(2, 1));
  });

  it('drops ids without a readable product, repeats and anything malformed', () => {
    const document = {
      items: [3, 1, 1, 'x', -4, 2, 5],
      products: {
        '1': product(1),
        '2': { ...product(2), priceCents: -1 },
        '3': product(3, { stock: null, slug: null, image: null }),
        '5': { name: '' },
      },
    };
    const list = initializeWishlist(document);
    expect(list.items).toEqual([3, 1]);
    expect(list.products[3]).toEqual(product(3, { stock: null, slug: null, image: null }));
  });

  it('gives an empty list for anything that is not a document', () => {
    for (const value of [null, undefined, 'wishlist', 42, [], { items: [1] }, { products: {} }]) {
      expect(initializeWishlist(value)).toEqual(EMPTY_WISHLIST);
    }
  });
});

describe('removeProductsInCart', () => {
  it('removes the products that are in the cart, except the one just added', () => {
    expect(removeProductsInCart(listOf(1, 2, 3, 4), [2, 4, 9]).items).toEqual([1, 3]);
    expect(removeProductsInCart(listOf(1, 2, 3), [1, 2], 2).items).toEqual([2, 3]);
  });

  it('keeps the same list when nothing is in the cart', () => {
    const before = listOf(1, 2);
    expect(removeProductsInCart(before, [])).toBe(before);
    expect(removeProductsInCart(before, [7])).toBe(before);
  });
});

describe('recordChange', () => {
  it('keeps only the latest change of a product, in the order made', () => {
    let pending = recordChange([], { productId: 1, inList: true });
    pending = recordChange(pending, { productId: 2, inList: true });
    pending = recordChange(pending, { productId: 1, inList: false });
    expect(pending).toEqual([
      { productId: 2, inList: true },
      { productId: 1, inList: false },
    ]);
  });

  it('makes earlier changes moot when the list is emptied, and keeps the later ones', () => {
    let pending = recordChange([{ productId: 1, inList: true }], { clear: true });
    expect(pending).toEqual([{ clear: true }]);
    pending = recordChange(pending, { productId: 3, inList: true });
    expect(pending).toEqual([{ clear: true }, { productId: 3, inList: true }]);
  });
});

describe('changesBetween', () => {
  it('lists the removed products and the added ones, oldest add first', () => {
    expect(changesBetween(listOf(1, 2, 3), listOf(5, 4, 1, 3))).toEqual([
      { productId: 2, inList: false },
      { productId: 4, inList: true },
      { productId: 5, inList: true },
    ]);
  });

  it('says "clear" when the list ends up empty, and nothing when equal', () => {
    expect(changesBetween(listOf(1, 2), EMPTY_WISHLIST)).toEqual([{ clear: true }]);
    expect(changesBetween(listOf(1, 2), listOf(1, 2))).toEqual([]);
    expect(changesBetween(EMPTY_WISHLIST, EMPTY_WISHLIST)).toEqual([]);
  });

  it('replays to the same list', () => {
    const before = listOf(1, 2, 3);
    const after = listOf(6, 5, 3);
    const replayed = applyWishlistChanges(before, changesBetween(before, after), product);
    expect(replayed.list).toEqual(after);
  });
});

describe('applyWishlistChanges', () => {
  it('applies adds, removes and clears in order', () => {
    const { list, refused } = applyWishlistChanges(
      listOf(1, 2),
      [
        { productId: 3, inList: true },
        { productId: 1, inList: false },
        { clear: true },
        { productId: 4, inList: true },
        { productId: 2, inList: true },
      ],
      product,
    );
    expect(list.items).toEqual([2, 4]);
    expect(refused).toEqual([]);
  });

  it('refuses adds of products not on sale and adds beyond the limit, and goes on', () => {
    const onSale = (id: number) => (id === 7 ? undefined : product(id));
    const { list, refused } = applyWishlistChanges(
      listOf(1),
      [
        { productId: 7, inList: true },
        { productId: 2, inList: true },
        { productId: 3, inList: true },
        { productId: 1, inList: false },
        { productId: 4, inList: true },
      ],
      onSale,
      2,
    );
    expect(list.items).toEqual([4, 2]);
    expect(refused).toEqual([7, 3]);
  });

  it('takes the summary of an added product from `productOf`', () => {
    const fresh = product(5, { priceCents: 123 });
    const { list } = applyWishlistChanges(
      EMPTY_WISHLIST,
      [{ productId: 5, inList: true }],
      () => fresh,
    );
    expect(list.products[5]).toBe(fresh);
  });
});

describe('readWishlistChanges', () => {
  it('keeps the changes that still read as changes', () => {
    expect(
      readWishlistChanges([
        { productId: 1, inList: true },
        { clear: true },
        { productId: 2, inList: 'yes' },
        { productId: 0, inList: true },
        null,
        { productId: 3, inList: false },
      ]),
    ).toEqual([{ productId: 1, inList: true }, { clear: true }, { productId: 3, inList: false }]);
    expect(readWishlistChanges('[]')).toEqual([]);
    expect(readWishlistChanges(undefined)).toEqual([]);
  });
});
