import {
  WISHLIST_MAX_ITEMS,
  WISHLIST_PRUNE_CART_AFTER_LOGIN_MS,
  WISHLIST_REDIRECT_AFTER_LOGIN_MS,
} from '../../../domain/constants';
import {
  EMPTY_WISHLIST,
  initializeWishlist,
  type WishlistChange,
  type WishlistContents,
} from '../../../domain/wishlist/wishlist-contents';
import { WISHLIST_NOTICES } from '../../../domain/wishlist/wishlist.messages';
import {
  applyWishlistChanges,
  changesBetween,
  removeProductsInCart,
} from '../../../domain/wishlist/wishlist.rules';
import type {
  AddWishlistItemResponse,
  WishlistDocument,
  WishlistResponse,
} from '../../../domain/wishlist/wishlist.schema';
import { isApiError } from '../../lib/api-client';
import { onProductAddedToCart } from '../cart/cart.actions';
import { readStoredCart, useCartStore } from '../cart/cart.store';
import { notify } from '../notifications/notifications.store';
import { isEventsChannelUp } from '../session/events-channel.store';
import { addPendingWishlistItem, getWishlist, saveWishlistChanges } from './api/wishlist-api';
import { clearPendingWishlistItem, readPendingWishlistItem } from './pending-wishlist-item';
import { commitWishlist, dropProductAddedToCart } from './wishlist.actions';
import {
  clearStoredWishlist,
  listenToOtherTabs,
  persistWishlist,
  readStoredWishlist,
} from './wishlist-storage';
import { useWishlistStore } from './wishlist.store';

/**
 * The synced wishlist of a logged-in user (spec §4 Wishlist, §8).
 *
 * - Load: the stored list replaces this browser's copy; changes this browser had not saved yet
 *   (a failed save, a reload) are sent first, so nothing is lost.
 * - Save: every change is sent at once, one request at a time (changes made meanwhile follow in
 *   the next). Errors are only logged (spec §8): the list stays usable here, the changes wait
 *   and are sent again at the next change, when the tab is shown again or the browser is back
 *   online, or after a short wait.
 * - A true login (in this tab, not a page load with a session): 'Wishlist caricata' with the
 *   count; the pending item of a guest's heart is added unless it is already in the cart, then
 *   the user goes to /wishlist after 1 s; after 2 s the products already in the cart leave the
 *   list, except the pending item just added.
 * - A product added to the cart leaves the list.
 */

/** After a failed save, the wait before the next try when nothing else prompts one. */
export const WISHLIST_SAVE_RETRY_AFTER_FAILURE_MS = 15_000;
/** The longest wait for the cart of a login (its load has 3 attempts, 1 s and 2 s apart). */
export const CART_SETTLE_MAX_WAIT_MS = 15_000;

export interface WishlistSyncDeps {
  loadWishlist(): Promise<WishlistDocument>;
  saveChanges(changes: readonly WishlistChange[]): Promise<WishlistResponse>;
  addPendingItem(productId: number): Promise<AddWishlistItemResponse>;
}

export interface SetUserOptions {
  /** The user has just logged in in this tab (not a page opened with a session). */
  trueLogin?: boolean;
  /** Goes to /wishlist (after a login that handled a pending item). */
  goToWishlist?: () => void;
}

export interface WishlistSync {
  setUser(userId: string | null, options?: SetUserOptions): Promise<void>;
  /** Sends the waiting changes now (a change, the browser back online). */
  flush(): Promise<void>;
  /** Reads the stored list again (another device may have changed it); sends waiting changes. */
  reload(): Promise<void>;
  dispose(): void;
}

function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.isNetworkError || error.status >= 500 || error.status === 429;
}

function isSameChange(a: WishlistChange, b: WishlistChange): boolean {
  if ('clear' in a || 'clear' in b) return 'clear' in a && 'clear' in b;
  return a.productId === b.productId && a.inList === b.inList;
}

export function createWishlistSync(deps: WishlistSyncDeps): WishlistSync {
  const store = useWishlistStore;
  /** Bumped at every change of user: answers meant for the previous one are dropped. */
  let generation = 0;
  let saving = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const loginTimers = new Set<ReturnType<typeof setTimeout>>();

  function later(ms: number, task: () => void): void {
    const timer = setTimeout(() => {
      loginTimers.delete(timer);
      task();
    }, ms);
    loginTimers.add(timer);
  }

  function stopTimers(): void {
    clearTimeout(retryTimer);
    for (const timer of loginTimers) clearTimeout(timer);
    loginTimers.clear();
  }

  /**
   * The server's list, with the changes still waiting here laid over it (their products as this
   * browser knows them), becomes the list.
   */
  function adopt(server: WishlistContents, pending: WishlistChange[]): void {
    const current = store.getState();
    const { list } = applyWishlistChanges(server, pending, (id) => current.products[id]);
    store.setState({ ...list, pending });
    persistWishlist();
  }

  function announceRefused(refused: readonly number[], known: WishlistContents): void {
    const full = store.getState().items.length >= WISHLIST_MAX_ITEMS;
    for (const id of refused) {
      const name = known.products[id]?.name;
      if (full) notify(WISHLIST_NOTICES.full, { kind: 'error' });
      else if (name !== undefined) notify(WISHLIST_NOTICES.unavailable(name), { kind: 'error' });
    }
  }

  async function flush(): Promise<void> {
    const state = store.getState();
    if (state.userId === null || state.status !== 'ready' || saving) return;
    if (state.pending.length === 0) return;
    const round = generation;
    const sent = state.pending;
    const hadFailed = state.saveFailed;
    saving = true;
    clearTimeout(retryTimer);
    try {
      const response = await deps.saveChanges(sent);
      if (round !== generation) return;
      const current = store.getState();
      const pending = current.pending.filter(
        (change) => !sent.some((done) => isSameChange(done, change)),
      );
      adopt(initializeWishlist(response.wishlist), pending);
      store.setState({ saveFailed: false });
      announceRefused(response.refused, current);
      if (hadFailed) {
        notify(WISHLIST_NOTICES.synced(store.getState().items.length), { kind: 'success' });
      }
    } catch (error) {
      if (round !== generation) return;
      console.error('wishlist save failed', error);
      store.setState({ saveFailed: true });
      if (isTransient(error)) {
        retryTimer = setTimeout(() => void flush(), WISHLIST_SAVE_RETRY_AFTER_FAILURE_MS);
      }
    } finally {
      if (round === generation) saving = false;
    }
    const after = store.getState();
    if (round === generation && !after.saveFailed && after.pending.length > 0) await flush();
  }

  /**
   * Spec §4: the pending item of a guest's heart joins the list unless it is in the cart (this
   * browser's or the stored one). Returns the id when it was added. On a network failure the
   * item stays remembered and is tried again at the next reload.
   */
  async function addPendingItem(round: number): Promise<number | null> {
    const item = readPendingWishlistItem();
    if (!item) return null;
    // The cart of this login decides: the stored cart merged with the guest cart, once loaded.
    // A guest cart still kept here (its merge failed) counts too.
    await cartSettled();
    if (round !== generation) return null;
    const inCart = (cart: { items: readonly { productId: number }[] }) =>
      cart.items.some((line) => line.productId === item.id);
    if (inCart(useCartStore.getState()) || inCart(readStoredCart({ kind: 'guest' }).contents)) {
      clearPendingWishlistItem();
      notify(WISHLIST_NOTICES.alreadyInCart(item.name), { kind: 'info' });
      return null;
    }
    try {
      const response = await deps.addPendingItem(item.id);
      clearPendingWishlistItem();
      if (round !== generation) return null;
      const server = initializeWishlist(response.wishlist);
      adopt(server, store.getState().pending);
      const name = server.products[item.id]?.name ?? item.name;
      switch (response.outcome) {
        case 'in-cart':
          notify(WISHLIST_NOTICES.alreadyInCart(name), { kind: 'info' });
          return null;
        case 'full':
          notify(WISHLIST_NOTICES.full, { kind: 'error' });
          return null;
        default:
          notify(WISHLIST_NOTICES.pendingAdded(name), { kind: 'success' });
          return item.id;
      }
    } catch (error) {
      if (isApiError(error) && error.code === 'not-found') {
        clearPendingWishlistItem();
        notify(WISHLIST_NOTICES.unavailable(item.name), { kind: 'error' });
      } else {
        console.error('wishlist pending item not added', error);
      }
      return null;
    }
  }

  /**
   * Resolves once the cart of a logged-in user is loaded (at once when it already is), or after
   * CART_SETTLE_MAX_WAIT_MS when it never is (its code could not be loaded, say).
   */
  function cartSettled(): Promise<void> {
    const settled = () => {
      const cart = useCartStore.getState();
      return cart.owner.kind === 'user' && !cart.isLoading;
    };
    if (settled()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      };
      const timer = setTimeout(done, CART_SETTLE_MAX_WAIT_MS);
      const unsubscribe = useCartStore.subscribe(() => {
        if (settled()) done();
      });
    });
  }

  /** Spec §4: after a true login, products already in the cart leave the list (quietly). */
  async function removeProductsAlreadyInCart(round: number, keep: number | null): Promise<void> {
    await cartSettled();
    const list = store.getState();
    if (round !== generation || list.status !== 'ready') return;
    const cartIds = useCartStore.getState().items.map((line) => line.productId);
    const next = removeProductsInCart(list, cartIds, keep);
    commitWishlist(next, changesBetween(list, next));
  }

  async function loadList(round: number): Promise<boolean> {
    const { pending } = store.getState();
    try {
      // Changes an earlier visit could not save are sent first: their answer is the list.
      const document =
        pending.length > 0 ? (await deps.saveChanges(pending)).wishlist : await deps.loadWishlist();
      if (round !== generation) return false;
      const current = store.getState();
      const later = current.pending.filter(
        (change) => !pending.some((done) => isSameChange(done, change)),
      );
      adopt(initializeWishlist(document), later);
      store.setState({ status: 'ready', saveFailed: false });
      return true;
    } catch (error) {
      if (round !== generation) return false;
      // Spec §8: only logged. This browser's copy stays usable; waiting changes stay waiting.
      console.error('wishlist load failed', error);
      store.setState({ status: 'ready', saveFailed: pending.length > 0 });
      return false;
    }
  }

  async function setUser(userId: string | null, options: SetUserOptions = {}): Promise<void> {
    const previous = store.getState();
    if (userId === previous.userId && generation > 0) return;
    generation += 1;
    const round = generation;
    stopTimers();
    saving = false;

    if (userId === null) {
      // Logged out: this browser keeps no copy of the list unless changes still wait.
      if (previous.pending.length === 0) clearStoredWishlist();
      store.setState({ ...EMPTY_WISHLIST, userId: null, pending: [], status: 'idle' });
      return;
    }
    const stored = readStoredWishlist();
    const mine = stored?.userId === userId ? stored : null;
    store.setState({
      ...(mine?.contents ?? EMPTY_WISHLIST),
      userId,
      pending: mine?.pending ?? [],
      status: 'loading',
      saveFailed: false,
      revision: previous.revision + 1,
    });
    if (!mine) clearStoredWishlist();

    const loaded = await loadList(round);
    if (round !== generation) return;
    if (options.trueLogin) {
      const count = store.getState().items.length;
      if (loaded && count > 0) notify(WISHLIST_NOTICES.loaded(count), { kind: 'info' });
      const hadPendingItem = readPendingWishlistItem() !== null;
      const added = await addPendingItem(round);
      if (round !== generation) return;
      if (hadPendingItem && options.goToWishlist) {
        later(WISHLIST_REDIRECT_AFTER_LOGIN_MS, options.goToWishlist);
      }
      later(
        WISHLIST_PRUNE_CART_AFTER_LOGIN_MS,
        () => void removeProductsAlreadyInCart(round, added),
      );
    }
    await flush();
  }

  async function reload(): Promise<void> {
    const state = store.getState();
    if (state.userId === null || state.status !== 'ready' || saving) return;
    if (state.pending.length > 0) return flush();
    const round = generation;
    if (readPendingWishlistItem()) await addPendingItem(round);
    try {
      const document = await deps.loadWishlist();
      const current = store.getState();
      if (round !== generation || current.revision !== state.revision || saving) return;
      adopt(initializeWishlist(document), current.pending);
    } catch (error) {
      console.error('wishlist reload failed', error);
    }
  }

  // Local changes are sent at once; a product added to the cart leaves the list.
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.pending !== previous.pending && state.pending.length > 0 && !saving) void flush();
  });
  const stopListening = onProductAddedToCart(dropProductAddedToCart);

  return {
    setUser,
    flush,
    reload,
    dispose() {
      generation += 1;
      stopTimers();
      unsubscribe();
      stopListening();
    },
  };
}

let instance: WishlistSync | null = null;

/** The app's one wishlist sync, with the real API. */
export function wishlistSync(): WishlistSync {
  instance ??= createWishlistSync({
    loadWishlist: getWishlist,
    saveChanges: saveWishlistChanges,
    addPendingItem: addPendingWishlistItem,
  });
  return instance;
}

/** The last user this tab knew of: null for a guest, undefined before the first answer. */
let lastUser: string | null | undefined;
let stopListening: (() => void) | null = null;

/**
 * Follows the session (WishlistSyncRoot calls it with every known user). A change from a known
 * guest to a user is a true login; a page opened with a session only loads the list. Also
 * starts, once, what keeps the list current: other tabs' changes, another device's changes when
 * the tab is shown again while the live events channel is down, and waiting changes sent when
 * the browser is back online.
 */
export function followSession(userId: string | null, goToWishlist: () => void): void {
  const sync = wishlistSync();
  const trueLogin = lastUser === null && userId !== null;
  lastUser = userId;
  void sync.setUser(userId, { trueLogin, goToWishlist });
  if (stopListening) return;
  const stopTabs = listenToOtherTabs();
  // With the live events channel up, other devices' changes arrive as events instead.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && !isEventsChannelUp()) void sync.reload();
  };
  const onOnline = () => void sync.flush();
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onOnline);
  stopListening = () => {
    stopTabs();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onOnline);
  };
}
