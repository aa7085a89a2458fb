import { create } from 'zustand';
import {
  EMPTY_WISHLIST,
  isInWishlist,
  type WishlistChange,
  type WishlistContents,
} from '../../../domain/wishlist/wishlist-contents';

/**
 * Spec §3 Wishlist state, client-owned, hence a Zustand store. Only logged-in users have a
 * wishlist (a guest's heart goes to the login, spec §6). The copy in local storage is
 * wishlist-storage.ts, the sync with the server wishlist-sync.ts (loaded lazily), the shopper's
 * actions wishlist.actions.ts: this module stays small because the navigation bar and every
 * product heart need it.
 */

export interface WishlistState extends WishlistContents {
  /** The user the list belongs to; null for a guest (no list). */
  userId: string | null;
  /** Changes not yet saved on the server, oldest first. */
  pending: WishlistChange[];
  /** 'loading' until the stored list has been read for this user. */
  status: 'idle' | 'loading' | 'ready';
  /** The last save failed; the changes wait in `pending` (spec §8: errors are only logged). */
  saveFailed: boolean;
  /** Bumped by every local change: a save knows whether the list moved on meanwhile. */
  revision: number;
}

export const useWishlistStore = create<WishlistState>(() => ({
  ...EMPTY_WISHLIST,
  userId: null,
  pending: [],
  status: 'idle',
  saveFailed: false,
  revision: 0,
}));

/** Products in the list (the account panel's badge). */
export function useWishlistCount(): number {
  return useWishlistStore((state) => state.items.length);
}

export function useIsInWishlist(productId: number): boolean {
  return useWishlistStore((state) => isInWishlist(state, productId));
}
