import {
  applyLineChanges,
  chunkIds,
  isSameChange,
  moveOutOfStockToSaved,
  syncWithProducts,
  type CartLineChange,
} from '../../../domain/cart/cart.rules';
import { type CartContents, type CartProduct } from '../../../domain/cart/cart-contents';
import type { CartAdjustment, CartResponse } from '../../../domain/cart/cart.schema';
import { CART_NOTICES } from '../../../domain/cart/cart.messages';
import { cartSaveDelayMs } from '../../../domain/cart/save-policy';
import type { ProductSummary } from '../../../domain/catalog/product.schema';
import {
  CART_RETRY_DELAYS_MS,
  CART_STOCK_REFRESH_AFTER_CHANGE_MS,
  CART_STOCK_REFRESH_PANEL_OPEN_MS,
  STOCK_CACHE_TTL_MS,
  STOCK_QUERY_BATCH_SIZE,
} from '../../../domain/constants';
import { retryWithBackoff } from '../../../domain/retry';
import { isApiError } from '../../lib/api-client';
import { notify } from '../notifications/notifications.store';
import { cartContentsOf } from './api/cart-document';
import { getCart } from './api/get-cart';
import { mergeGuestCart } from './api/merge-cart';
import { readCartStock } from './api/read-cart-stock';
import { saveCart } from './api/save-cart';
import { commitCart, cartProductOf } from './cart.actions';
import {
  clearStoredCart,
  readStoredCart,
  useCartStore,
  writeStoredCart,
  type CartOwner,
} from './cart.store';

/**
 * The synced cart of a logged-in user (spec §4, §8, §9), and the stock reads of every cart.
 *
 * - Load: the stored cart (or, when this browser holds a guest cart, the two merged by the
 *   server), 3 attempts 1 s then 2 s apart; on failure 'Errore nel caricamento del carrello' and
 *   an empty cart. Changes not saved in an earlier visit are laid over what the server sent.
 * - Save: after local changes, not while loading or saving, debounced 2 s, 2 s apart at least,
 *   not within 1 s of a load; 3 attempts; then a failure state that keeps every change here and
 *   tries again on the next change, when the browser is back online, or after a short wait.
 * - Stock: read in batches of 10 ids, 300 ms after a change and every 10 s while the cart panel
 *   is open; a failed read leaves the lines as they are.
 */

/** After a failed save, the wait before the next try when nothing else prompts one. */
export const CART_SAVE_RETRY_AFTER_FAILURE_MS = 15_000;

export interface CartSyncDeps {
  loadCart(): Promise<CartResponse>;
  saveCart(changes: readonly CartLineChange[]): Promise<CartResponse>;
  mergeCart(guest: CartContents): Promise<CartResponse>;
  /** One batch of at most STOCK_QUERY_BATCH_SIZE ids; products not on sale are left out. */
  readProducts(ids: readonly number[]): Promise<ProductSummary[]>;
  now(): number;
  sleep(ms: number): Promise<void>;
}

export interface CartSync {
  /** The session's user (null: a guest). Loads or merges on a change of user. */
  setUser(userId: string | null): Promise<void>;
  /** Whether the cart panel is open (stock read every 10 s meanwhile). */
  setPanelOpen(open: boolean): void;
  /**
   * Reads the stored cart again (another device may have changed it), if nothing waits. With
   * `unlessUpdatedAt`, not when this tab already holds that version (its own save's event).
   */
  reload(options?: { unlessUpdatedAt?: string | null }): Promise<void>;
  /** Tries a waiting save at once (the browser came back online). */
  saveNow(): Promise<void>;
  refreshStock(options?: { force?: boolean }): Promise<void>;
  dispose(): void;
}

/** Worth another attempt: no answer at all, a server fault, or "too many requests". */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.isNetworkError || error.status >= 500 || error.status === 429;
}

export function createCartSync(deps: CartSyncDeps): CartSync {
  const store = useCartStore;
  let userId: string | null = null;
  /** Bumped at every change of user: answers meant for the previous one are dropped. */
  let generation = 0;
  let lastSaveAt: number | null = null;
  let lastSyncAt: number | null = null;
  /** The stored cart's updatedAt as last answered: the live event of this tab's own save names it. */
  let serverUpdatedAt: string | null | undefined;
  let lastStockReadAt: number | null = null;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let stockTimer: ReturnType<typeof setTimeout> | undefined;
  let panelTimer: ReturnType<typeof setInterval> | undefined;
  let failureAnnounced = false;

  const retrying = <T>(task: () => Promise<T>) =>
    retryWithBackoff(task, {
      delaysMs: CART_RETRY_DELAYS_MS,
      shouldRetry: isTransient,
      sleep: deps.sleep,
    });

  function ownerOf(id: string | null): CartOwner {
    return id === null ? { kind: 'guest' } : { kind: 'user', userId: id };
  }

  function persist(): void {
    const state = store.getState();
    writeStoredCart(state.owner, state, state.pending);
  }

  function announceAdjustments(adjustments: readonly CartAdjustment[], cart: CartContents): void {
    for (const adjustment of adjustments) {
      if (adjustment.reason === 'unavailable') {
        notify(CART_NOTICES.unavailable, { kind: 'error' });
        continue;
      }
      const line = [...cart.items, ...cart.savedForLater].find(
        (item) => item.productId === adjustment.productId,
      );
      if (line) notify(CART_NOTICES.maxReached(line.name, adjustment.quantity), { kind: 'error' });
    }
  }

  function scheduleSave(delayMs?: number): void {
    clearTimeout(saveTimer);
    const state = store.getState();
    if (userId === null || state.pending.length === 0) return;
    // A load or a save under way schedules the next save itself when it ends.
    if (state.isLoading || state.isSyncing) return;
    const wait =
      delayMs ??
      cartSaveDelayMs({
        now: deps.now(),
        lastChangeAt: state.lastUpdate ?? deps.now(),
        lastSaveAt,
        lastSyncAt,
      });
    saveTimer = setTimeout(() => void save(), wait);
  }

  async function save(): Promise<void> {
    const state = store.getState();
    if (userId === null || state.pending.length === 0 || state.isLoading || state.isSyncing) return;
    const round = generation;
    const sent = state.pending;
    const revision = state.revision;
    store.setState({ isSyncing: true });
    lastSaveAt = deps.now();
    try {
      const response = await retrying(() => deps.saveCart(sent));
      if (round !== generation) return;
      serverUpdatedAt = response.cart.updatedAt;
      const current = store.getState();
      const server = cartContentsOf(response.cart);
      if (current.revision === revision) {
        // Nothing changed meanwhile: the server's copy, with its prices and stock, is the cart.
        store.setState({ ...server, pending: [], saveFailed: false });
      } else {
        const pending = current.pending.filter(
          (change) => !sent.some((done) => isSameChange(done, change)),
        );
        store.setState({ pending, saveFailed: false });
      }
      failureAnnounced = false;
      announceAdjustments(response.adjustments, server);
    } catch (error) {
      if (round !== generation) return;
      store.setState({ saveFailed: true });
      if (!failureAnnounced) notify(CART_NOTICES.saveFailed, { kind: 'error' });
      failureAnnounced = true;
      console.warn('cart save failed', error);
    } finally {
      if (round === generation) {
        store.setState({ isSyncing: false });
        persist();
        const { saveFailed } = store.getState();
        scheduleSave(saveFailed ? CART_SAVE_RETRY_AFTER_FAILURE_MS : undefined);
      }
    }
  }

  async function loadUserCart(round: number, guest: CartContents): Promise<void> {
    const owner = store.getState().owner;
    const mirror = readStoredCart(owner);
    store.setState({
      ...mirror.contents,
      pending: mirror.pending,
      isLoading: true,
      error: null,
      saveFailed: false,
    });
    const hasGuestLines = guest.items.length > 0 || guest.savedForLater.length > 0;
    try {
      const response = await retrying(() =>
        hasGuestLines ? deps.mergeCart(guest) : deps.loadCart(),
      );
      if (round !== generation) return;
      // Only now is the guest cart safely part of the stored one.
      if (hasGuestLines) clearStoredCart({ kind: 'guest' });
      lastSyncAt = deps.now();
      serverUpdatedAt = response.cart.updatedAt;
      const state = store.getState();
      const server = cartContentsOf(response.cart);
      // Changes made while loading, or left unsaved by an earlier visit, stay on top.
      store.setState({ ...applyLineChanges(server, state.pending, state), isLoading: false });
      persist();
      announceAdjustments(response.adjustments, server);
    } catch (error) {
      if (round !== generation) return;
      console.warn('cart load failed', error);
      // Spec §4: the error, and an empty cart. Unsaved changes wait in `pending`; a guest cart
      // that could not be merged stays stored and is merged at the next load.
      store.setState({
        items: [],
        savedForLater: [],
        isLoading: false,
        error: CART_NOTICES.loadFailed,
      });
      notify(CART_NOTICES.loadFailed, { kind: 'error' });
    }
    scheduleSave();
  }

  function stopTimers(): void {
    clearTimeout(saveTimer);
    clearTimeout(stockTimer);
  }

  async function setUser(nextUserId: string | null): Promise<void> {
    if (nextUserId === userId && generation > 0) return;
    const previous = store.getState();
    generation += 1;
    const round = generation;
    stopTimers();
    lastSyncAt = null;
    serverUpdatedAt = undefined;
    lastStockReadAt = null;
    failureAnnounced = false;

    if (previous.owner.kind === 'user' && previous.pending.length === 0) {
      // Logged out: this browser keeps no copy of the user's cart unless changes still wait.
      clearStoredCart(previous.owner);
    }
    userId = nextUserId;
    const guest = readStoredCart({ kind: 'guest' }).contents;
    store.setState({
      owner: ownerOf(nextUserId),
      isLoading: false,
      isSyncing: false,
      error: null,
      saveFailed: false,
      pending: [],
      revision: previous.revision + 1,
    });
    if (nextUserId === null) {
      store.setState({ ...guest });
      await refreshStock({ force: true });
      return;
    }
    await loadUserCart(round, guest);
  }

  async function reload({ unlessUpdatedAt }: { unlessUpdatedAt?: string | null } = {}) {
    const state = store.getState();
    if (userId === null || state.isLoading || state.isSyncing || state.pending.length > 0) return;
    if (unlessUpdatedAt !== undefined && unlessUpdatedAt === serverUpdatedAt) return;
    const round = generation;
    try {
      const response = await deps.loadCart();
      const current = store.getState();
      if (round !== generation || current.revision !== state.revision) return;
      lastSyncAt = deps.now();
      serverUpdatedAt = response.cart.updatedAt;
      store.setState({ ...cartContentsOf(response.cart), error: null });
      persist();
    } catch {
      // Another device's changes show at the next reload; this cart stays as it is.
    }
  }

  async function refreshStock({ force = false }: { force?: boolean } = {}): Promise<void> {
    const state = store.getState();
    const ids = [...state.items, ...state.savedForLater].map((item) => item.productId);
    if (ids.length === 0) return;
    const now = deps.now();
    if (!force && lastStockReadAt !== null && now - lastStockReadAt < STOCK_CACHE_TTL_MS) return;
    const round = generation;
    const batches = chunkIds(ids, STOCK_QUERY_BATCH_SIZE);
    let products: ProductSummary[];
    try {
      products = (await Promise.all(batches.map((batch) => deps.readProducts(batch)))).flat();
    } catch {
      return; // spec §8: a failed stock check leaves the items unchanged
    }
    if (round !== generation) return;
    lastStockReadAt = deps.now();
    // Every id asked about is either on sale (its fresh data) or no longer sold (null).
    const fresh = new Map<number, CartProduct | null>(
      batches.flat().map((id) => [id, null] as const),
    );
    for (const product of products) fresh.set(product.id, cartProductOf(product));

    const current = store.getState();
    const synced = syncWithProducts(current, fresh);
    const { cart, moved } =
      current.owner.kind === 'user' ? moveOutOfStockToSaved(synced) : { cart: synced, moved: [] };
    commitCart(cart, { byShopper: false });
    for (const item of moved) notify(CART_NOTICES.outOfStockMoved(item.name), { kind: 'info' });
  }

  function scheduleStockRefresh(): void {
    clearTimeout(stockTimer);
    stockTimer = setTimeout(
      () => void refreshStock({ force: true }),
      CART_STOCK_REFRESH_AFTER_CHANGE_MS,
    );
  }

  // Local changes: a save (users) and a stock read soon after.
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.lastUpdate !== previous.lastUpdate && state.lastUpdate !== null) {
      scheduleStockRefresh();
    }
    if (state.pending !== previous.pending && state.pending.length > 0 && !state.isSyncing) {
      scheduleSave();
    }
  });

  return {
    setUser,
    setPanelOpen(open) {
      clearInterval(panelTimer);
      panelTimer = undefined;
      if (!open) return;
      void refreshStock();
      panelTimer = setInterval(() => void refreshStock(), CART_STOCK_REFRESH_PANEL_OPEN_MS);
    },
    reload,
    saveNow: save,
    refreshStock,
    dispose() {
      generation += 1;
      stopTimers();
      clearInterval(panelTimer);
      unsubscribe();
    },
  };
}

let instance: CartSync | null = null;

/** The app's one cart sync, with the real API. */
export function cartSync(): CartSync {
  instance ??= createCartSync({
    loadCart: getCart,
    saveCart,
    mergeCart: mergeGuestCart,
    readProducts: readCartStock,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  return instance;
}
