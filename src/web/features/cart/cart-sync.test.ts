import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { CartLineChange } from '../../../domain/cart/cart.rules';
import type { CartItem } from '../../../domain/cart/cart-contents';
import type { CartDocument, CartResponse } from '../../../domain/cart/cart.schema';
import type { ProductSummary } from '../../../domain/catalog/product.schema';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import { productSummary } from '../../test/fixtures';
import { useNotificationsStore } from '../notifications/notifications.store';
import { CART_SAVE_RETRY_AFTER_FAILURE_MS, createCartSync, type CartSyncDeps } from './cart-sync';
import { addProductToCart, cartProductOf, changeQuantity } from './cart.actions';
import {
  GUEST_CART_STORAGE_KEY,
  useCartStore,
  userCartStorageKey,
  type CartState,
} from './cart.store';

const USER = 'user-1';
const INITIAL: CartState = useCartStore.getState();

function item(id: number, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    productId: id,
    slug: `p-${id}`,
    name: `Prodotto ${id}`,
    priceCents: 1_000 * id,
    image: null,
    quantity,
    availableStock: 10,
    addedAt: 1_000,
    ...overrides,
  };
}

function document(items: CartItem[], savedForLater: CartItem[] = []): CartResponse {
  const line = (entry: CartItem) => ({
    ...entry,
    availableStock: entry.availableStock ?? 0,
    addedAt: new Date(entry.addedAt).toISOString(),
  });
  const cart: CartDocument = {
    items: items.map(line),
    savedForLater: savedForLater.map(line),
    totalCents: items.reduce((sum, entry) => sum + entry.priceCents * entry.quantity, 0),
    updatedAt: new Date().toISOString(),
  };
  return { cart, adjustments: [] };
}

function product(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return productSummary({
    id,
    name: `Prodotto ${id}`,
    priceCents: 1_000 * id,
    stock: 10,
    ...overrides,
  });
}

const offline = () =>
  new ApiError({ code: 'internal', status: NETWORK_ERROR_STATUS, serverMessage: 'offline' });

type FakeDeps = { [K in keyof CartSyncDeps]: CartSyncDeps[K] & Mock<CartSyncDeps[K]> };

function fakeDeps(overrides: Partial<FakeDeps> = {}): FakeDeps {
  return {
    loadCart: vi.fn<CartSyncDeps['loadCart']>(async () => document([])),
    saveCart: vi.fn<CartSyncDeps['saveCart']>(async () => document([])),
    mergeCart: vi.fn<CartSyncDeps['mergeCart']>(async () => document([])),
    readProducts: vi.fn<CartSyncDeps['readProducts']>(async (ids) => ids.map((id) => product(id))),
    now: vi.fn<CartSyncDeps['now']>(() => Date.now()),
    sleep: vi.fn<CartSyncDeps['sleep']>(async () => {}),
    ...overrides,
  };
}

function notices(): string[] {
  return useNotificationsStore.getState().notifications.map((entry) => entry.message);
}

function storeGuestCart(items: CartItem[], savedForLater: CartItem[] = []): void {
  window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify({ items, savedForLater }));
}

const quantities = () =>
  useCartStore.getState().items.map((entry) => [entry.productId, entry.quantity]);

let dispose: (() => void) | null = null;
function start(deps: CartSyncDeps) {
  const sync = createCartSync(deps);
  dispose = () => sync.dispose();
  return sync;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
  useCartStore.setState(INITIAL, true);
  useNotificationsStore.setState({ notifications: [] });
  // Failed loads and saves are logged for the developer; the tests check what the shopper sees.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  dispose?.();
  dispose = null;
  vi.useRealTimers();
});

describe('guest cart', () => {
  it('refreshes names, prices and stock from the catalog and keeps quantities', async () => {
    storeGuestCart([item(1, 2, { priceCents: 1, name: 'Truccato' })]);
    useCartStore.setState({ items: [item(1, 2, { priceCents: 1, name: 'Truccato' })] });
    const deps = fakeDeps({
      readProducts: vi.fn(async () => [product(1, { priceCents: 129_900, stock: 3 })]),
    });
    await start(deps).setUser(null);

    expect(useCartStore.getState().items[0]).toMatchObject({
      name: 'Prodotto 1',
      priceCents: 129_900,
      availableStock: 3,
      quantity: 2,
    });
    expect(
      JSON.parse(window.localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? '{}').items[0],
    ).toMatchObject({ priceCents: 129_900 });
    expect(deps.loadCart).not.toHaveBeenCalled();
    expect(deps.saveCart).not.toHaveBeenCalled();
  });

  it('reads stock in batches of at most 10 ids', async () => {
    const many = Array.from({ length: 23 }, (_, index) => item(index + 1, 1));
    useCartStore.setState({ items: many });
    const deps = fakeDeps();
    await start(deps).refreshStock({ force: true });
    expect(deps.readProducts.mock.calls.map(([ids]) => ids.length)).toEqual([10, 10, 3]);
  });

  it('leaves the lines unchanged when the stock check fails', async () => {
    const lines = [item(1, 2, { availableStock: 7 })];
    useCartStore.setState({ items: lines });
    const deps = fakeDeps({ readProducts: vi.fn(async () => Promise.reject(offline())) });
    await start(deps).refreshStock({ force: true });
    expect(useCartStore.getState().items).toBe(lines);
  });

  it('marks a product the catalog no longer sells as out of stock, and keeps it for a guest', async () => {
    useCartStore.setState({ items: [item(1, 2), item(2, 1)] });
    const deps = fakeDeps({ readProducts: vi.fn(async () => [product(2)]) });
    await start(deps).refreshStock({ force: true });
    expect(useCartStore.getState().items.map((entry) => entry.availableStock)).toEqual([0, 10]);
  });

  it('reads stock 300 ms after a change', async () => {
    const deps = fakeDeps();
    start(deps);
    addProductToCart(cartProductOf(product(4)));
    expect(deps.readProducts).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(deps.readProducts).toHaveBeenCalledWith([4]);
  });
});

describe('logging in', () => {
  it('merges the guest cart into the stored one and forgets the guest copy', async () => {
    storeGuestCart([item(1, 2)], [item(3, 1)]);
    const deps = fakeDeps({
      mergeCart: vi.fn(async () => document([item(5, 1), item(1, 2)], [item(3, 1)])),
    });
    await start(deps).setUser(USER);

    expect(deps.mergeCart).toHaveBeenCalledWith({
      items: [expect.objectContaining({ productId: 1, quantity: 2 })],
      savedForLater: [expect.objectContaining({ productId: 3 })],
    });
    expect(quantities()).toEqual([
      [5, 1],
      [1, 2],
    ]);
    expect(window.localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
    expect(useCartStore.getState()).toMatchObject({ isLoading: false, error: null });
  });

  it('loads the stored cart when there is no guest cart', async () => {
    const deps = fakeDeps({ loadCart: vi.fn(async () => document([item(2, 3)])) });
    await start(deps).setUser(USER);
    expect(deps.mergeCart).not.toHaveBeenCalled();
    expect(quantities()).toEqual([[2, 3]]);
  });

  it('reloads for another version of the stored cart, not for the one it already holds', async () => {
    const held = document([item(2, 3)]);
    const changed = document([item(2, 5)]);
    const loadCart = vi.fn<CartSyncDeps['loadCart']>(async () => held);
    const sync = start(fakeDeps({ loadCart }));
    await sync.setUser(USER);
    await sync.reload({ unlessUpdatedAt: held.cart.updatedAt });
    expect(loadCart).toHaveBeenCalledTimes(1);

    loadCart.mockResolvedValueOnce(changed);
    await sync.reload({ unlessUpdatedAt: '2099-01-01T00:00:00.000Z' });
    expect(loadCart).toHaveBeenCalledTimes(2);
    expect(quantities()).toEqual([[2, 5]]);
  });

  it('tries the load 3 times, 1 s then 2 s apart, then shows the error and an empty cart', async () => {
    storeGuestCart([item(1, 2)]);
    const deps = fakeDeps({ mergeCart: vi.fn(async () => Promise.reject(offline())) });
    await start(deps).setUser(USER);

    expect(deps.mergeCart).toHaveBeenCalledTimes(3);
    expect(deps.sleep.mock.calls).toEqual([[1_000], [2_000]]);
    expect(useCartStore.getState()).toMatchObject({
      items: [],
      error: 'Errore nel caricamento del carrello',
    });
    expect(notices()).toContain('Errore nel caricamento del carrello');
    // The guest cart is still stored: it is merged at the next load.
    expect(window.localStorage.getItem(GUEST_CART_STORAGE_KEY)).not.toBeNull();
  });

  it('does not retry an answer that will not change (logged out meanwhile)', async () => {
    const deps = fakeDeps({
      loadCart: vi.fn(async () =>
        Promise.reject(new ApiError({ code: 'unauthenticated', status: 401 })),
      ),
    });
    await start(deps).setUser(USER);
    expect(deps.loadCart).toHaveBeenCalledTimes(1);
  });

  it('lays changes left unsaved by an earlier visit over the stored cart and saves them', async () => {
    const pending: CartLineChange[] = [{ productId: 7, list: 'cart', quantity: 2 }];
    window.localStorage.setItem(
      userCartStorageKey(USER),
      JSON.stringify({ items: [item(7, 2)], savedForLater: [], pending }),
    );
    const deps = fakeDeps({
      loadCart: vi.fn(async () => document([item(1, 1)])),
      saveCart: vi.fn(async () => document([item(1, 1), item(7, 2)])),
    });
    await start(deps).setUser(USER);
    expect(quantities()).toEqual([
      [1, 1],
      [7, 2],
    ]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(deps.saveCart).toHaveBeenCalledWith(pending);
    expect(useCartStore.getState().pending).toEqual([]);
  });
});

describe('saving a logged-in cart (spec §9)', () => {
  async function loggedIn(deps: CartSyncDeps) {
    const sync = start(deps);
    await sync.setUser(USER);
    // Past the "not within 1 s of a load" window.
    await vi.advanceTimersByTimeAsync(1_000);
    return sync;
  }

  it('saves 2 s after the last change, once, with every changed line', async () => {
    const deps = fakeDeps({ saveCart: vi.fn(async () => document([item(1, 2), item(2, 1)])) });
    await loggedIn(deps);

    addProductToCart(cartProductOf(product(1)));
    await vi.advanceTimersByTimeAsync(1_500);
    addProductToCart(cartProductOf(product(1)));
    addProductToCart(cartProductOf(product(2)));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(deps.saveCart).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(deps.saveCart).toHaveBeenCalledTimes(1);
    expect(deps.saveCart).toHaveBeenCalledWith([
      { productId: 1, list: 'cart', quantity: 2 },
      { productId: 2, list: 'cart', quantity: 1 },
    ]);
    expect(useCartStore.getState()).toMatchObject({ pending: [], saveFailed: false });
  });

  it('keeps at least 2 s between two saves', async () => {
    const deps = fakeDeps({ saveCart: vi.fn(async () => document([item(1, 1)])) });
    await loggedIn(deps);
    addProductToCart(cartProductOf(product(1)));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(deps.saveCart).toHaveBeenCalledTimes(1);

    changeQuantity(1, 3);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(deps.saveCart).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.saveCart).toHaveBeenCalledTimes(2);
  });

  it('after 3 failed attempts keeps the cart here, says so, and saves everything on the next change', async () => {
    let serverUp = false;
    const deps = fakeDeps({
      saveCart: vi.fn(async (changes: readonly CartLineChange[]) => {
        if (!serverUp) throw offline();
        return document(changes.length === 2 ? [item(1, 1), item(2, 1)] : []);
      }),
    });
    await loggedIn(deps);

    addProductToCart(cartProductOf(product(1)));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(deps.saveCart).toHaveBeenCalledTimes(3);
    expect(useCartStore.getState()).toMatchObject({ saveFailed: true, isSyncing: false });
    expect(quantities()).toEqual([[1, 1]]);
    expect(notices().some((text) => text.startsWith('Non è stato possibile salvare'))).toBe(true);
    const mirror = JSON.parse(window.localStorage.getItem(userCartStorageKey(USER)) ?? '{}');
    expect(mirror.pending).toEqual([{ productId: 1, list: 'cart', quantity: 1 }]);

    serverUp = true;
    addProductToCart(cartProductOf(product(2)));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(deps.saveCart).toHaveBeenLastCalledWith([
      { productId: 1, list: 'cart', quantity: 1 },
      { productId: 2, list: 'cart', quantity: 1 },
    ]);
    expect(useCartStore.getState()).toMatchObject({ saveFailed: false, pending: [] });
  });

  it('tries a failed save again by itself after a while', async () => {
    let serverUp = false;
    const deps = fakeDeps({
      saveCart: vi.fn(async () => {
        if (!serverUp) throw offline();
        return document([item(1, 1)]);
      }),
    });
    await loggedIn(deps);
    addProductToCart(cartProductOf(product(1)));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(useCartStore.getState().saveFailed).toBe(true);

    serverUp = true;
    await vi.advanceTimersByTimeAsync(CART_SAVE_RETRY_AFTER_FAILURE_MS);
    expect(useCartStore.getState()).toMatchObject({ saveFailed: false, pending: [] });
  });

  it('keeps a change made while a save is under way and saves it next', async () => {
    let release: (value: CartResponse) => void = () => {};
    const deps = fakeDeps({
      saveCart: vi
        .fn<CartSyncDeps['saveCart']>()
        .mockImplementationOnce(
          () =>
            new Promise<CartResponse>((resolve) => {
              release = resolve;
            }),
        )
        .mockImplementation(async () => document([item(1, 1), item(2, 1)])),
    });
    await loggedIn(deps);
    addProductToCart(cartProductOf(product(1)));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(useCartStore.getState().isSyncing).toBe(true);

    addProductToCart(cartProductOf(product(2)));
    release(document([item(1, 1)]));
    await vi.advanceTimersByTimeAsync(0);
    // The answer predates the second add: the cart still shows it, and it still waits.
    expect(quantities()).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(useCartStore.getState().pending).toEqual([{ productId: 2, list: 'cart', quantity: 1 }]);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(deps.saveCart).toHaveBeenLastCalledWith([{ productId: 2, list: 'cart', quantity: 1 }]);
    expect(useCartStore.getState().pending).toEqual([]);
  });

  it('moves lines found out of stock to saved-for-later and saves that', async () => {
    const deps = fakeDeps({
      loadCart: vi.fn(async () => document([item(1, 2), item(2, 1)])),
      readProducts: vi.fn(async () => [product(1, { stock: 0 }), product(2)]),
    });
    await loggedIn(deps);
    await start(deps).refreshStock({ force: true });

    expect(quantities()).toEqual([[2, 1]]);
    expect(useCartStore.getState().savedForLater.map((entry) => entry.productId)).toEqual([1]);
    expect(notices()).toContain(
      '"Prodotto 1" non è più disponibile ed è stato spostato in "Salvati per dopo".',
    );
    expect(useCartStore.getState().pending).toEqual([{ productId: 1, list: 'saved', quantity: 2 }]);
  });

  it('forgets the user cart in this browser at logout and shows the guest cart', async () => {
    storeGuestCart([]);
    const deps = fakeDeps({ loadCart: vi.fn(async () => document([item(1, 1)])) });
    const sync = await loggedIn(deps);
    expect(window.localStorage.getItem(userCartStorageKey(USER))).not.toBeNull();

    await sync.setUser(null);
    expect(window.localStorage.getItem(userCartStorageKey(USER))).toBeNull();
    expect(useCartStore.getState()).toMatchObject({ owner: { kind: 'guest' }, items: [] });
  });
});
