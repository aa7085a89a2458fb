/**
 * Spec §3 "pending wishlist item" and §6: a guest who taps a wishlist heart is sent to log in;
 * the product is remembered under this local storage key, and after the login the wishlist
 * adds it (spec §4, unless it is already in the cart).
 */
export const PENDING_WISHLIST_ITEM_KEY = 'pendingWishlistItem';

export interface PendingWishlistItem {
  id: number;
  name: string;
}

export function savePendingWishlistItem(item: PendingWishlistItem): void {
  try {
    const { id, name } = item;
    window.localStorage.setItem(PENDING_WISHLIST_ITEM_KEY, JSON.stringify({ id, name }));
  } catch {
    // Storage unavailable: the guest still reaches the login page, only the heart is lost.
  }
}

function isPendingWishlistItem(value: unknown): value is PendingWishlistItem {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && typeof name === 'string';
}

/** The remembered item, or null when none (or something unreadable) is stored. */
export function readPendingWishlistItem(): PendingWishlistItem | null {
  try {
    const raw = window.localStorage.getItem(PENDING_WISHLIST_ITEM_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isPendingWishlistItem(value) ? { id: value.id, name: value.name } : null;
  } catch {
    return null;
  }
}

export function clearPendingWishlistItem(): void {
  try {
    window.localStorage.removeItem(PENDING_WISHLIST_ITEM_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}
