import { beforeEach, describe, expect, it } from 'vitest';
import { productSummary } from '../../test/fixtures';
import { useNotificationsStore } from '../notifications/notifications.store';
import {
  addProductToCart,
  cartProductOf,
  changeQuantity,
  moveSavedToCart,
  onProductAddedToCart,
  removeCartLine,
  removeSavedLine,
  saveLineForLater,
} from './cart.actions';
import {
  GUEST_CART_STORAGE_KEY,
  listenToOtherTabs,
  readStoredCart,
  useCartStore,
  type CartState,
} from './cart.store';

const INITIAL: CartState = useCartStore.getState();
const iphone = cartProductOf(
  productSummary({ id: 1, name: 'iPhone 16', priceCents: 99_900, stock: 3 }),
);
const watch = cartProductOf(
  productSummary({ id: 2, name: 'Apple Watch', priceCents: 44_900, stock: 200 }),
);

function notices(): string[] {
  return useNotificationsStore.getState().notifications.map((entry) => entry.message);
}

beforeEach(() => {
  useCartStore.setState(INITIAL, true);
  useNotificationsStore.setState({ notifications: [] });
});

describe('cart actions (spec §8 notifications)', () => {
  it('adds a product and says so, singular and plural', () => {
    addProductToCart(iphone);
    addProductToCart(watch, 3);
    expect(notices()).toEqual([
      '"iPhone 16" aggiunto alla Shopping Bag.',
      '3 x "Apple Watch" aggiunti alla Shopping Bag.',
    ]);
    expect(useCartStore.getState().items.map((item) => item.quantity)).toEqual([1, 3]);
  });

  it('stops at the stock with the exact message', () => {
    addProductToCart(iphone, 2);
    addProductToCart(iphone, 5);
    expect(notices().at(-1)).toBe(
      'Quantità massima raggiunta per "iPhone 16". Disponibili 3 unità.',
    );
    expect(useCartStore.getState().items[0]?.quantity).toBe(3);
  });

  it('stops at 50 units per line', () => {
    addProductToCart(watch, 49);
    addProductToCart(watch, 2);
    expect(useCartStore.getState().items[0]?.quantity).toBe(50);
    expect(notices().at(-1)).toBe(
      'Quantità massima raggiunta per "Apple Watch". Disponibili 50 unità.',
    );
    changeQuantity(2, 51);
    expect(useCartStore.getState().items[0]?.quantity).toBe(50);
  });

  it('removes a line at quantity zero and by the remove button', () => {
    addProductToCart(iphone);
    addProductToCart(watch);
    changeQuantity(1, 0);
    removeCartLine(2);
    expect(useCartStore.getState().items).toEqual([]);
    expect(notices().slice(-2)).toEqual([
      '"iPhone 16" rimosso dalla Shopping Bag.',
      '"Apple Watch" rimosso dalla Shopping Bag.',
    ]);
  });

  it('moves a line to saved-for-later and back with quantity 1, and removes a saved one', () => {
    addProductToCart(watch, 4);
    addProductToCart(iphone);
    saveLineForLater(2);
    expect(useCartStore.getState().savedForLater.map((item) => item.productId)).toEqual([2]);
    moveSavedToCart(2);
    expect(useCartStore.getState().items.at(-1)).toMatchObject({ productId: 2, quantity: 1 });
    saveLineForLater(1);
    removeSavedLine(1);
    expect(useCartStore.getState().savedForLater).toEqual([]);
    expect(notices().slice(-4)).toEqual([
      '"Apple Watch" spostato in "Salvati per dopo".',
      '"Apple Watch" spostato nella Shopping Bag.',
      '"iPhone 16" spostato in "Salvati per dopo".',
      '"iPhone 16" rimosso dai salvati per dopo.',
    ]);
  });

  it('tells listeners about products added (the wishlist drops them)', () => {
    const added: number[] = [];
    const stop = onProductAddedToCart((id) => added.push(id));
    addProductToCart(iphone);
    addProductToCart(iphone, 10); // capped at 3: still adds
    stop();
    addProductToCart(watch);
    expect(added).toEqual([1, 1]);
  });
});

describe('guest cart in local storage', () => {
  it('is written on every change and read back', () => {
    addProductToCart(iphone, 2);
    const stored = readStoredCart({ kind: 'guest' });
    expect(stored.contents.items).toMatchObject([{ productId: 1, quantity: 2, name: 'iPhone 16' }]);
    expect(stored.pending).toEqual([]);
  });

  it("follows another tab's changes", () => {
    const stop = listenToOtherTabs();
    const otherTab = { items: [iphoneLine(2)], savedForLater: [] };
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(otherTab));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: GUEST_CART_STORAGE_KEY,
        storageArea: window.localStorage,
      }),
    );
    stop();
    expect(useCartStore.getState().items).toMatchObject([{ productId: 1, quantity: 2 }]);
  });

  it('keeps no pending changes for a guest', () => {
    addProductToCart(iphone);
    expect(useCartStore.getState().pending).toEqual([]);
  });
});

function iphoneLine(quantity: number) {
  return {
    productId: 1,
    slug: null,
    name: 'iPhone 16',
    priceCents: 99_900,
    image: null,
    quantity,
    availableStock: 3,
    addedAt: 1,
  };
}
