import {
  CART_SAVE_DEBOUNCE_MS,
  CART_SAVE_MIN_INTERVAL_MS,
  CART_SAVE_SKIP_IF_SYNCED_WITHIN_MS,
} from '../constants';

export interface CartSaveTimes {
  now: number;
  /** The last local change still waiting to be saved. */
  lastChangeAt: number;
  /** When the last save started; null before the first. */
  lastSaveAt: number | null;
  /** When the cart was last read from the server; null before the first read. */
  lastSyncAt: number | null;
}

/**
 * Spec §9 save policy, as the wait before the next save: debounced 2 s after the last change,
 * at least 2 s after the previous save, and not within 1 s of a read from the server (a save
 * "skipped" there is only postponed: the change is still waiting).
 */
export function cartSaveDelayMs({
  now,
  lastChangeAt,
  lastSaveAt,
  lastSyncAt,
}: CartSaveTimes): number {
  const due = Math.max(
    lastChangeAt + CART_SAVE_DEBOUNCE_MS,
    lastSaveAt === null ? -Infinity : lastSaveAt + CART_SAVE_MIN_INTERVAL_MS,
    lastSyncAt === null ? -Infinity : lastSyncAt + CART_SAVE_SKIP_IF_SYNCED_WITHIN_MS,
  );
  return Math.max(0, due - now);
}
