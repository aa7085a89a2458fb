import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '../../../../domain/auth/session';
import type { CartItem } from '../../../../domain/cart/cart-contents';
import { AppProviders } from '../../../app/providers';
import { SESSION_QUERY_KEY } from '../../auth/api/get-session';
import { NotificationsRegion } from '../../notifications/components/notifications-region';
import { clearNotifications } from '../../notifications/notifications.store';
import { useCartStore, writeStoredCart, type CartState } from '../cart.store';

const EMPTY_CART_STATE: CartState = {
  items: [],
  savedForLater: [],
  owner: { kind: 'guest' },
  isLoading: false,
  isSyncing: false,
  lastUpdate: null,
  error: null,
  saveFailed: false,
  pending: [],
  revision: 0,
};

/** An empty guest cart, nothing stored, no notification: call in beforeEach. */
export function resetCart(): void {
  window.localStorage.clear();
  useCartStore.setState(EMPTY_CART_STATE, true);
  clearNotifications();
}

/** A guest cart holding these lines, in the store and in local storage (as after a reload). */
export function seedCart(
  items: readonly CartItem[],
  savedForLater: readonly CartItem[] = [],
  state: Partial<CartState> = {},
): void {
  const contents = { items: [...items], savedForLater: [...savedForLater] };
  writeStoredCart({ kind: 'guest' }, contents, []);
  useCartStore.setState({ ...EMPTY_CART_STATE, ...contents, ...state }, true);
}

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productId: 1,
    slug: 'iphone-16-pro',
    name: 'iPhone 16 Pro',
    priceCents: 123900,
    image: '/uploads/catalog/iphone-16-pro.svg',
    quantity: 1,
    availableStock: 12,
    addedAt: 1_700_000_000_000,
    ...overrides,
  };
}

/**
 * `ui` on a memory router (for its links) with the session already known (`user`, a guest by
 * default) and the notifications region, so the store's notices show as they do in the app.
 */
export function renderWithCart(ui: ReactNode, { user = null }: { user?: SessionUser | null } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, { user });
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          {ui}
          <NotificationsRegion />
        </>
      ),
    },
  ]);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** The texts of the notifications on screen. */
export function notificationTexts(): string[] {
  return Array.from(document.querySelectorAll('.notification__message')).map(
    (node) => node.textContent ?? '',
  );
}

/** Intl writes a no-break space before "€". */
export function spaced(text: string | null | undefined): string | undefined {
  return text?.replace(/\s+/g, ' ');
}
