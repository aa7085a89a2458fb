import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { CartItem } from '../../../domain/cart/cart-contents';
import type { WishlistContents, WishlistProduct } from '../../../domain/wishlist/wishlist-contents';
import type {
  AddWishlistItemResponse,
  WishlistDocument,
} from '../../../domain/wishlist/wishlist.schema';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import { addProductToCart } from '../cart/cart.actions';
import { useCartStore } from '../cart/cart.store';
import { useNotificationsStore } from '../notifications/notifications.store';
import { PENDING_WISHLIST_ITEM_KEY, savePendingWishlistItem } from './pending-wishlist-item';
import {
  CART_SETTLE_MAX_WAIT_MS,
  createWishlistSync,
  WISHLIST_SAVE_RETRY_AFTER_FAILURE_MS,
  type WishlistSyncDeps,
} from './wishlist-sync';
import {
  clearWishlistProducts,
  moveWishlistProductToCart,
  removeWishlistProduct,
  toggleWishlistProduct,
} from './wishlist.actions';
import { WISHLIST_STORAGE_KEY } from './wishlist-storage';
import { useWishlistStore, type WishlistState } from './wishlist.store';

const USER = 'user-1';
const INITIAL_WISHLIST: WishlistState = useWishlistStore.getState();
const INITIAL_CART = useCartStore.getState();

function product(id: number, overrides: Partial<WishlistProduct> = {}): WishlistProduct {
  return {
    id,
    slug: `p-${id}`,
    name: `Prodotto ${id}`,
    priceCents: 1_000 * id,
    image: null,
    stock: 10,
    ...overrides,
  };
}

function document(ids: number[], userId = USER): WishlistDocument {
  return {
    userId,
    items: ids,
    products: Object.fromEntries(
      ids.map((id) => [String(id), { ...product(id), stock: product(id).stock ?? 0 }]),
    ),
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUpdated: '2026-11-20T10:00:00.000Z',
  };
}

function cartItem(id: number): CartItem {
  return {
    productId: id,
    slug: `p-${id}`,
    name: `Prodotto ${id}`,
    priceCents: 1_000 * id,
    image: null,
    quantity: 1,
    availableStock: 10,
    addedAt: 1_000,
  };
}

const offline = () =>
  new ApiError({ code: 'internal', status: NETWORK_ERROR_STATUS, serverMessage: 'offline' });

type FakeDeps = { [K in keyof WishlistSyncDeps]: WishlistSyncDeps[K] & Mock<WishlistSyncDeps[K]> };

/** A fake server holding one list, applying changes as the real one does (adds first). */
function fakeServer(initial: number[] = []) {
  let ids = [...initial];
  const deps: FakeDeps = {
    loadWishlist: vi.fn<WishlistSyncDeps['loadWishlist']>(async () => document(ids)),
    saveChanges: vi.fn<WishlistSyncDeps['saveChanges']>(async (changes) => {
      for (const change of changes) {
        if ('clear' in change) ids = [];
        else if (!change.inList) ids = ids.filter((id) => id !== change.productId);
        else if (!ids.includes(change.productId)) ids = [change.productId, ...ids];
      }
      return { wishlist: document(ids), refused: [] };
    }),
    addPendingItem: vi.fn<WishlistSyncDeps['addPendingItem']>(
      async (productId): Promise<AddWishlistItemResponse> => {
        if (!ids.includes(productId)) ids = [productId, ...ids];
        return { wishlist: document(ids), refused: [], outcome: 'added' };
      },
    ),
  };
  return { deps, ids: () => ids };
}

function notices(): string[] {
  return useNotificationsStore.getState().notifications.map((entry) => entry.message);
}

const listed = () => useWishlistStore.getState().items;

function storedCopy(): { userId: string; items: number[]; pending: unknown[] } | null {
  const raw = window.localStorage.getItem(WISHLIST_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** The cart of a logged-in user, loaded. */
function userCart(ids: number[]): void {
  useCartStore.setState({
    owner: { kind: 'user', userId: USER },
    items: ids.map(cartItem),
    isLoading: false,
  });
}

let dispose: (() => void) | null = null;
function start(deps: WishlistSyncDeps) {
  const sync = createWishlistSync(deps);
  dispose = () => sync.dispose();
  return sync;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
  useWishlistStore.setState(INITIAL_WISHLIST, true);
  useCartStore.setState(INITIAL_CART, true);
  useNotificationsStore.setState({ notifications: [] });
  // Spec §8: backend errors are only logged; the tests check what the shopper sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  dispose?.();
  dispose = null;
  vi.useRealTimers();
});

describe('loading', () => {
  it("replaces this browser's copy with the stored list, quietly on a page load", async () => {
    window.localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify({ ...document([9]), pending: [] }),
    );
    const server = fakeServer([2, 1]);
    await start(server.deps).setUser(USER);
    expect(listed()).toEqual([2, 1]);
    expect(useWishlistStore.getState().status).toBe('ready');
    expect(storedCopy()).toMatchObject({ userId: USER, items: [2, 1], pending: [] });
    expect(notices()).toEqual([]);
  });

  it("ignores another user's copy", async () => {
    window.localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify({ ...document([9], 'someone-else'), pending: [{ clear: true }] }),
    );
    const server = fakeServer([3]);
    await start(server.deps).setUser(USER);
    expect(listed()).toEqual([3]);
    expect(server.deps.saveChanges).not.toHaveBeenCalled();
  });

  it('sends the changes an earlier visit could not save before anything else', async () => {
    window.localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify({
        ...document([5, 1]),
        pending: [{ productId: 5, inList: true }],
      }),
    );
    const server = fakeServer([1]);
    await start(server.deps).setUser(USER);
    expect(server.deps.saveChanges).toHaveBeenCalledWith([{ productId: 5, inList: true }]);
    expect(server.ids()).toEqual([5, 1]);
    expect(listed()).toEqual([5, 1]);
    expect(useWishlistStore.getState().pending).toEqual([]);
  });

  it('keeps the local copy usable when the load fails, and only logs the error', async () => {
    window.localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify({ ...document([4]), pending: [] }),
    );
    const server = fakeServer();
    server.deps.loadWishlist.mockRejectedValue(offline());
    await start(server.deps).setUser(USER);
    expect(listed()).toEqual([4]);
    expect(useWishlistStore.getState().status).toBe('ready');
    expect(console.error).toHaveBeenCalled();
    expect(notices()).toEqual([]);
  });

  it('forgets the list at logout, unless changes still wait', async () => {
    const server = fakeServer([1]);
    const sync = start(server.deps);
    await sync.setUser(USER);
    await sync.setUser(null);
    expect(listed()).toEqual([]);
    expect(storedCopy()).toBeNull();

    await sync.setUser(USER);
    server.deps.saveChanges.mockRejectedValue(offline());
    toggleWishlistProduct(product(2));
    await vi.advanceTimersByTimeAsync(0);
    await sync.setUser(null);
    expect(storedCopy()).toMatchObject({ userId: USER, pending: [{ productId: 2, inList: true }] });
  });
});

describe('changes', () => {
  it('sends each change at once and announces it', async () => {
    const server = fakeServer([1]);
    await start(server.deps).setUser(USER);
    toggleWishlistProduct(product(2));
    expect(listed()).toEqual([2, 1]);
    expect(notices()).toEqual(['Prodotto 2 aggiunto alla Wishlist.']);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.ids()).toEqual([2, 1]);

    toggleWishlistProduct(product(1));
    removeWishlistProduct(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.ids()).toEqual([]);
    expect(notices()).toContain('Prodotto 1 rimosso dalla Wishlist.');
    expect(notices()).toContain('Prodotto 2 rimosso dalla Wishlist.');

    toggleWishlistProduct(product(3));
    clearWishlistProducts();
    await vi.advanceTimersByTimeAsync(0);
    expect(listed()).toEqual([]);
    expect(server.ids()).toEqual([]);
    expect(notices()).toContain('Wishlist svuotata.');
  });

  it('keeps changes made during a save and sends them next', async () => {
    const server = fakeServer();
    await start(server.deps).setUser(USER);
    let release!: () => void;
    const realSave = server.deps.saveChanges.getMockImplementation()!;
    server.deps.saveChanges.mockImplementationOnce(async (changes) => {
      await new Promise<void>((resolve) => (release = resolve));
      return realSave(changes);
    });
    toggleWishlistProduct(product(1));
    await vi.advanceTimersByTimeAsync(0);
    toggleWishlistProduct(product(2));
    expect(listed()).toEqual([2, 1]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.deps.saveChanges.mock.calls.map(([changes]) => changes)).toEqual([
      [{ productId: 1, inList: true }],
      [{ productId: 2, inList: true }],
    ]);
    expect(server.ids()).toEqual([2, 1]);
    expect(listed()).toEqual([2, 1]);
  });

  it('keeps a failed change here, tries again later, then says the list is synced', async () => {
    const server = fakeServer([1]);
    await start(server.deps).setUser(USER);
    const realSave = server.deps.saveChanges.getMockImplementation()!;
    server.deps.saveChanges.mockRejectedValue(offline());
    toggleWishlistProduct(product(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(useWishlistStore.getState().saveFailed).toBe(true);
    expect(listed()).toEqual([2, 1]);
    expect(storedCopy()?.pending).toEqual([{ productId: 2, inList: true }]);
    expect(console.error).toHaveBeenCalled();

    server.deps.saveChanges.mockImplementation(realSave);
    await vi.advanceTimersByTimeAsync(WISHLIST_SAVE_RETRY_AFTER_FAILURE_MS);
    expect(server.ids()).toEqual([2, 1]);
    expect(useWishlistStore.getState()).toMatchObject({ saveFailed: false, pending: [] });
    expect(notices()).toContain('Wishlist sincronizzata: 2 prodotti.');
  });

  it('drops a product added to the cart, and moves one to the cart with its own notice', async () => {
    const server = fakeServer([1, 2]);
    await start(server.deps).setUser(USER);
    userCart([]);
    addProductToCart({ ...cartItem(1), stock: 10 });
    await vi.advanceTimersByTimeAsync(0);
    expect(listed()).toEqual([2]);
    expect(server.ids()).toEqual([2]);

    useNotificationsStore.setState({ notifications: [] });
    moveWishlistProductToCart(2);
    expect(useCartStore.getState().items.map((line) => line.productId)).toEqual([1, 2]);
    expect(listed()).toEqual([]);
    expect(notices()).toEqual(['Prodotto 2 spostato nel carrello.']);
  });

  it('keeps a sold-out product listed when the cart cannot take it', async () => {
    const server = fakeServer();
    await start(server.deps).setUser(USER);
    useWishlistStore.setState({ items: [7], products: { 7: product(7, { stock: 0 }) } });
    moveWishlistProductToCart(7);
    expect(listed()).toEqual([7]);
    expect(useCartStore.getState().items).toEqual([]);
  });
});

describe('true login', () => {
  it('announces the loaded list, adds the pending item and goes to /wishlist after 1 s', async () => {
    savePendingWishlistItem({ id: 8, name: 'iPhone 16' });
    userCart([]);
    const server = fakeServer([1]);
    const goToWishlist = vi.fn();
    await start(server.deps).setUser(USER, { trueLogin: true, goToWishlist });
    expect(server.deps.addPendingItem).toHaveBeenCalledWith(8);
    expect(listed()).toEqual([8, 1]);
    expect(notices()).toEqual([
      'Wishlist caricata: 1 prodotto.',
      'Prodotto 8 aggiunto alla lista desideri.',
    ]);
    expect(window.localStorage.getItem(PENDING_WISHLIST_ITEM_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(999);
    expect(goToWishlist).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(goToWishlist).toHaveBeenCalledOnce();
  });

  it("does not add a pending item that is in this browser's cart", async () => {
    savePendingWishlistItem({ id: 8, name: 'iPhone 16' });
    userCart([8]);
    const server = fakeServer();
    const goToWishlist = vi.fn();
    await start(server.deps).setUser(USER, { trueLogin: true, goToWishlist });
    expect(server.deps.addPendingItem).not.toHaveBeenCalled();
    expect(listed()).toEqual([]);
    expect(notices()).toEqual(['iPhone 16 è già nel tuo carrello.']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(goToWishlist).toHaveBeenCalledOnce();
  });

  it('waits for the merged cart of the login before deciding on the pending item', async () => {
    savePendingWishlistItem({ id: 8, name: 'iPhone 16' });
    // The guest cart is being merged on the server: the cart shown is still loading.
    useCartStore.setState({ owner: { kind: 'user', userId: USER }, items: [], isLoading: true });
    const server = fakeServer();
    const login = start(server.deps).setUser(USER, { trueLogin: true });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(server.deps.addPendingItem).not.toHaveBeenCalled();
    userCart([8]);
    await login;
    expect(server.deps.addPendingItem).not.toHaveBeenCalled();
    expect(listed()).toEqual([]);
    expect(notices()).toEqual(['iPhone 16 è già nel tuo carrello.']);
  });

  it('counts a guest cart still kept here, whose merge failed', async () => {
    savePendingWishlistItem({ id: 8, name: 'iPhone 16' });
    window.localStorage.setItem(
      'cart',
      JSON.stringify({ items: [cartItem(8)], savedForLater: [] }),
    );
    userCart([]);
    const server = fakeServer();
    await start(server.deps).setUser(USER, { trueLogin: true });
    expect(server.deps.addPendingItem).not.toHaveBeenCalled();
    expect(notices()).toEqual(['iPhone 16 è già nel tuo carrello.']);
  });

  it('decides anyway when the cart never loads', async () => {
    savePendingWishlistItem({ id: 8, name: 'iPhone 16' });
    const server = fakeServer();
    const login = start(server.deps).setUser(USER, { trueLogin: true });
    await vi.advanceTimersByTimeAsync(CART_SETTLE_MAX_WAIT_MS);
    await login;
    expect(listed()).toEqual([8]);
  });

  it('does not add a pending item the server finds in the stored cart', async () => {
    savePendingWishlistItem({ id: 8, name: 'iPhone 16' });
    userCart([]);
    const server = fakeServer();
    server.deps.addPendingItem.mockResolvedValue({
      wishlist: document([]),
      refused: [],
      outcome: 'in-cart',
    });
    await start(server.deps).setUser(USER, { trueLogin: true });
    expect(listed()).toEqual([]);
    expect(notices()).toEqual(['iPhone 16 è già nel tuo carrello.']);
  });

  it('after 2 s removes the products already in the cart, except the pending item', async () => {
    savePendingWishlistItem({ id: 8, name: 'iPhone 16' });
    const server = fakeServer([1, 2, 3]);
    const sync = start(server.deps);
    userCart([2, 3]);
    await sync.setUser(USER, { trueLogin: true });
    expect(listed()).toEqual([8, 1, 2, 3]);
    // Meanwhile the pending item reaches the cart too (another tab, say): it stays listed.
    userCart([2, 3, 8]);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(listed()).toEqual([8, 1, 2, 3]);
    await vi.advanceTimersByTimeAsync(1);
    expect(listed()).toEqual([8, 1]);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.ids()).toEqual([8, 1]);
  });

  it('waits for the cart to load before removing anything', async () => {
    const server = fakeServer([1, 2]);
    useCartStore.setState({ owner: { kind: 'user', userId: USER }, isLoading: true });
    await start(server.deps).setUser(USER, { trueLogin: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(listed()).toEqual([1, 2]);
    userCart([1]);
    await vi.advanceTimersByTimeAsync(0);
    expect(listed()).toEqual([2]);
  });

  it('does none of this on a page load with a session', async () => {
    savePendingWishlistItem({ id: 8, name: 'iPhone 16' });
    const server = fakeServer([1, 2]);
    userCart([1]);
    const goToWishlist = vi.fn();
    await start(server.deps).setUser(USER, { goToWishlist });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(listed()).toEqual([1, 2]);
    expect(goToWishlist).not.toHaveBeenCalled();
    expect(notices()).toEqual([]);
  });

  it('keeps the pending item for later when the server cannot be reached', async () => {
    savePendingWishlistItem({ id: 8, name: 'iPhone 16' });
    userCart([]);
    const server = fakeServer();
    server.deps.addPendingItem.mockRejectedValueOnce(offline());
    const sync = start(server.deps);
    await sync.setUser(USER, { trueLogin: true });
    expect(listed()).toEqual([]);
    expect(window.localStorage.getItem(PENDING_WISHLIST_ITEM_KEY)).not.toBeNull();
    await sync.reload();
    expect(listed()).toEqual([8]);
    expect(window.localStorage.getItem(PENDING_WISHLIST_ITEM_KEY)).toBeNull();
  });
});

describe('reload', () => {
  it("shows another device's changes, unless changes wait here", async () => {
    const server = fakeServer([1]);
    const sync = start(server.deps);
    await sync.setUser(USER);
    await server.deps.saveChanges([{ productId: 5, inList: true }]);
    server.deps.saveChanges.mockClear();
    await sync.reload();
    expect(listed()).toEqual([5, 1]);

    const list: WishlistContents = useWishlistStore.getState();
    expect(list.products[5]?.name).toBe('Prodotto 5');
  });
});
