import { create } from 'zustand';
import type { CartLineChange } from '../../../domain/cart/cart.rules';
import {
  cartTotalCents,
  cartUnitCount,
  restoreCart,
  type CartContents,
} from '../../../domain/cart/cart-contents';

/**
 * Spec §3 Cart state, client-owned, hence a Zustand store. A guest's cart lives only here and in
 * local storage (key `cart`); a logged-in user's cart is mirrored under `cart:user:{id}` together
 * with the changes not yet saved, so a failed save or a reload loses nothing. The synced part
 * (load, merge, save policy, stock reads) is cart-sync.ts, loaded lazily, and the shopper's
 * actions are cart.actions.ts: this module stays small because the navigation bar needs it on
 * every page.
 */

export type CartOwner = { kind: 'guest' } | { kind: 'user'; userId: string };

export interface CartState extends CartContents {
  owner: CartOwner;
  /** Reading the user's cart from the server. */
  isLoading: boolean;
  /** Saving changes to the server. */
  isSyncing: boolean;
  /** Last local change, ms. */
  lastUpdate: number | null;
  /** Spec §4 load failure text ('Errore nel caricamento del carrello'), else null. */
  error: string | null;
  /** The last save failed after its retries; the changes wait in `pending`. */
  saveFailed: boolean;
  /** A logged-in user's line changes not yet saved (always empty for a guest). */
  pending: CartLineChange[];
  /** Bumped by every local change: a save knows whether the cart moved on meanwhile. */
  revision: number;
}

export const GUEST_CART_STORAGE_KEY = 'cart';
export const userCartStorageKey = (userId: string) => `cart:user:${userId}`;

const GUEST: CartOwner = { kind: 'guest' };

function storageKeyOf(owner: CartOwner): string {
  return owner.kind === 'guest' ? GUEST_CART_STORAGE_KEY : userCartStorageKey(owner.userId);
}

function readStorage(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function readPending(stored: unknown): CartLineChange[] {
  if (typeof stored !== 'object' || stored === null) return [];
  const pending = (stored as { pending?: unknown }).pending;
  if (!Array.isArray(pending)) return [];
  return pending.filter((change): change is CartLineChange => {
    if (typeof change !== 'object' || change === null) return false;
    const c = change as Record<string, unknown>;
    if (typeof c.productId !== 'number' || !Number.isSafeInteger(c.productId)) return false;
    if (c.remove === true) return true;
    return (
      (c.list === 'cart' || c.list === 'saved') &&
      typeof c.quantity === 'number' &&
      Number.isSafeInteger(c.quantity)
    );
  });
}

/** The cart kept in this browser for `owner` (an empty one when nothing usable is stored). */
export function readStoredCart(owner: CartOwner): {
  contents: CartContents;
  pending: CartLineChange[];
} {
  const stored = readStorage(storageKeyOf(owner));
  return {
    contents: restoreCart(stored),
    pending: owner.kind === 'user' ? readPending(stored) : [],
  };
}

export function writeStoredCart(
  owner: CartOwner,
  contents: CartContents,
  pending: readonly CartLineChange[],
): void {
  try {
    const value = owner.kind === 'user' ? { ...contents, pending } : contents;
    window.localStorage.setItem(storageKeyOf(owner), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the cart still works for this page view.
  }
}

export function clearStoredCart(owner: CartOwner): void {
  try {
    window.localStorage.removeItem(storageKeyOf(owner));
  } catch {
    // nothing stored
  }
}

function initialState(contents: CartContents): CartState {
  return {
    ...contents,
    owner: GUEST,
    isLoading: false,
    isSyncing: false,
    lastUpdate: null,
    error: null,
    saveFailed: false,
    pending: [],
    revision: 0,
  };
}

/**
 * Created empty, then given the cart stored in this browser at once. The empty state is the
 * store's initial state, which its hooks render while Preact hydrates a server-rendered page
 * (zustand's server snapshot): the server knows no one's cart, so the first render matches
 * its markup and the stored cart shows right after (decision 027).
 */
export const useCartStore = create<CartState>(() => initialState(restoreCart(null)));
useCartStore.setState(initialState(readStoredCart(GUEST).contents));

/** Another tab wrote this owner's cart: take its contents as they are (no new save). */
function adoptStoredCart(): void {
  const state = useCartStore.getState();
  const { contents, pending } = readStoredCart(state.owner);
  useCartStore.setState({ ...contents, pending, revision: state.revision + 1 });
}

/** Keeps the cart in step across tabs of this browser (spec: the guest cart survives reloads). */
export function listenToOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === storageKeyOf(useCartStore.getState().owner)) adoptStoredCart();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function useCartUnitCount(): number {
  return useCartStore((state) => cartUnitCount(state.items));
}

export function useCartTotalCents(): number {
  return useCartStore((state) => cartTotalCents(state.items));
}

/** Units of `productId` already in the cart (0 when none). */
export function useCartQuantity(productId: number): number {
  return useCartStore(
    (state) => state.items.find((item) => item.productId === productId)?.quantity ?? 0,
  );
}
