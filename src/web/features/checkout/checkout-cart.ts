import { useEffect } from 'react';
import { cartSync } from '../cart/cart-sync';
import { useCartStore } from '../cart/cart.store';

/**
 * The checkout and the synced cart. The server places the order from the stored cart, so the
 * review waits until the changes made in this browser are saved; after an order (or a refusal
 * that changed the stored cart) the cart is read again from the server.
 */

/** Reads the stored cart again: bought lines gone, lines of a cancelled order back. */
export function reloadCart(): Promise<void> {
  return cartSync().reload();
}

export interface CheckoutCartState {
  /** The user's cart is loaded and every change of this browser is saved (or failed to be). */
  settled: boolean;
  /** Settled and without lines. */
  empty: boolean;
}

export function useCheckoutCart(userId: string | null): CheckoutCartState {
  const ownerId = useCartStore((state) =>
    state.owner.kind === 'user' ? state.owner.userId : null,
  );
  const isLoading = useCartStore((state) => state.isLoading);
  const isSyncing = useCartStore((state) => state.isSyncing);
  const waiting = useCartStore((state) => state.pending.length > 0);
  const saveFailed = useCartStore((state) => state.saveFailed);
  const lineCount = useCartStore((state) => state.items.length);
  const loaded = userId !== null && ownerId === userId && !isLoading;

  // Changes still waiting for their debounced save go now: the order is made from the server's copy.
  useEffect(() => {
    if (loaded && waiting && !isSyncing && !saveFailed) void cartSync().saveNow();
  }, [loaded, waiting, isSyncing, saveFailed]);

  const settled = loaded && !isSyncing && (!waiting || saveFailed);
  return { settled, empty: settled && lineCount === 0 };
}
