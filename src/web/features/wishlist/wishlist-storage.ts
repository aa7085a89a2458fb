import {
  initializeWishlist,
  readWishlistChanges,
  type WishlistChange,
  type WishlistContents,
} from '../../../domain/wishlist/wishlist-contents';
import { useWishlistStore } from './wishlist.store';

/**
 * The wishlist's copy in local storage, key `wishlist` (spec §3): its owner, the list, and the
 * changes not yet saved, so a failed save or a reload loses nothing. Read back defensively:
 * anything may have written it.
 */

export const WISHLIST_STORAGE_KEY = 'wishlist';

export interface StoredWishlist {
  userId: string;
  contents: WishlistContents;
  pending: WishlistChange[];
}

/** The copy kept in this browser, or null when none (or nothing readable) is stored. */
export function readStoredWishlist(): StoredWishlist | null {
  try {
    const raw = window.localStorage.getItem(WISHLIST_STORAGE_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, pending } = value as Record<string, unknown>;
    if (typeof userId !== 'string') return null;
    return { userId, contents: initializeWishlist(value), pending: readWishlistChanges(pending) };
  } catch {
    return null;
  }
}

export function writeStoredWishlist(stored: StoredWishlist): void {
  try {
    const { userId, contents, pending } = stored;
    window.localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify({ userId, items: contents.items, products: contents.products, pending }),
    );
  } catch {
    // Storage full or blocked: the list still works for this page view.
  }
}

export function clearStoredWishlist(): void {
  try {
    window.localStorage.removeItem(WISHLIST_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** Keeps this browser's copy in step with the store (after every change of the list). */
export function persistWishlist(): void {
  const state = useWishlistStore.getState();
  if (state.userId === null) return;
  writeStoredWishlist({ userId: state.userId, contents: state, pending: state.pending });
}

/** Another tab changed the list of the same user: take its copy as it is (no new save). */
export function listenToOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage || event.key !== WISHLIST_STORAGE_KEY) return;
    const state = useWishlistStore.getState();
    const stored = readStoredWishlist();
    if (state.userId === null || stored?.userId !== state.userId) return;
    useWishlistStore.setState({
      ...stored.contents,
      pending: stored.pending,
      revision: state.revision + 1,
    });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
