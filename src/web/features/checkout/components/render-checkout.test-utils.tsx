import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout/checkout.messages';
import type {
  CheckoutReview,
  ShippingOptionsResponse,
} from '../../../../domain/checkout/checkout.schema';
import type { Order } from '../../../../domain/orders/order.schema';
import { vatShareCents } from '../../../../domain/orders/vat';
import { AppProviders } from '../../../app/providers';
import CheckoutPage from '../../../pages/checkout.page';
import { CUSTOMER } from '../../../test/fixtures';
import { mockFetch, type MockRoute } from '../../../test/mock-fetch';
import { SESSION_QUERY_KEY } from '../../auth/api/get-session';
import { cartSync } from '../../cart/cart-sync';
import { NotificationsRegion } from '../../notifications/components/notifications-region';
import { clearNotifications, useNotificationsStore } from '../../notifications/notifications.store';
import { emptyDraft, writeStoredDraft, type CheckoutDraft } from '../checkout-draft';
import { resetCheckoutSession, useCheckoutSessionStore } from '../checkout-session.store';
import { useCheckoutStore } from '../checkout.store';
import { ADDRESS_VALUES, STORED_ADDRESS } from '../test-support/checkout-values';

export const ORDER_NUMBER = 'VT-2026-000123';

/** A draft whose address and shipping steps are done (express to Milan). */
export function completedDraft(change: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return {
    ...emptyDraft(),
    address: { ...ADDRESS_VALUES },
    saveAddress: false,
    shipping: { method: 'express', postalCode: '20121' },
    ...change,
  };
}

export const SHIPPING_OPTIONS: ShippingOptionsResponse = {
  zone: 'mainland',
  options: [
    { method: 'standard', priceCents: 0, earliest: '2026-03-03', latest: '2026-03-05' },
    { method: 'express', priceCents: 990, earliest: '2026-03-02', latest: '2026-03-02' },
  ],
};

export function review(unitPriceCents = 123900, quantity = 1): CheckoutReview {
  const subtotalCents = unitPriceCents * quantity;
  const totalCents = subtotalCents + 990;
  return {
    lines: [
      {
        productId: 1,
        slug: 'iphone-16-pro',
        name: 'iPhone 16 Pro',
        image: null,
        unitPriceCents,
        quantity,
        lineTotalCents: subtotalCents,
      },
    ],
    subtotalCents,
    shippingCents: 990,
    totalCents,
    vatCents: vatShareCents(totalCents),
    shippingMethod: 'express',
    delivery: { earliest: '2026-03-02', latest: '2026-03-02' },
  };
}

export function order(status: Order['status'] = 'pending_payment'): Order {
  const summary = review();
  const now = '2026-03-01T10:00:00.000Z';
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    number: ORDER_NUMBER,
    status,
    createdAt: now,
    totalCents: summary.totalCents,
    itemCount: 1,
    lines: summary.lines,
    subtotalCents: summary.subtotalCents,
    shippingCents: summary.shippingCents,
    vatCents: summary.vatCents,
    shippingMethod: 'express',
    shippingAddress: { ...STORED_ADDRESS },
    invoice: null,
    delivery: summary.delivery,
    payment: {
      provider: 'test',
      cardBrand: status === 'paid' ? 'visa' : null,
      cardLast4: status === 'paid' ? '4242' : null,
      paidAt: status === 'paid' ? now : null,
    },
    reservedUntil: status === 'pending_payment' ? '2026-03-01T10:15:00.000Z' : null,
    history: [{ status: 'pending_payment', at: now }],
    trackingNumber: null,
    returnRequestedAt: null,
    returnDeadline: null,
    canRequestReturn: false,
  };
}

/** GET /api/cart with one iPhone in it. */
export function cartResponse(quantity = 1) {
  const items =
    quantity > 0
      ? [
          {
            productId: 1,
            slug: 'iphone-16-pro',
            name: 'iPhone 16 Pro',
            priceCents: 123900,
            image: null,
            quantity,
            availableStock: 12,
            addedAt: '2026-03-01T09:00:00.000Z',
          },
        ]
      : [];
  return {
    cart: { items, savedForLater: [], totalCents: 123900 * quantity, updatedAt: null },
    adjustments: [],
  };
}

/** A refusal in the API's error shape. */
export function apiError(
  status: number,
  code: string,
  extra: { fields?: Record<string, string>; details?: Record<string, unknown> } = {},
) {
  return { status, body: { error: { code, message: 'refused', ...extra } } };
}

/** What a checkout needs from the server, unless a test answers otherwise. */
export function checkoutRoutes(routes: Record<string, MockRoute> = {}): Record<string, MockRoute> {
  return {
    'GET /api/cart': { body: cartResponse() },
    'GET /api/checkout/addresses': { body: { addresses: [] } },
    'GET /api/checkout/shipping-options': { body: SHIPPING_OPTIONS },
    'GET /api/checkout/payment-config': { body: { provider: 'test', publishableKey: null } },
    'POST /api/checkout/review': { body: review() },
    'POST /api/orders': { status: 201, body: { order: order() } },
    [`POST /api/orders/${ORDER_NUMBER}/payment`]: {
      body: { order: order('paid'), stripe: null },
    },
    [`GET /api/orders/${ORDER_NUMBER}`]: { body: { order: order() } },
    ...routes,
  };
}

/**
 * The checkout page of a logged-in customer whose cart is loaded from the mocked server, on a
 * memory router with the pages it leads to, and the notifications region.
 */
export async function renderCheckout(
  path: string,
  { routes = {}, draft }: { routes?: Record<string, MockRoute>; draft?: CheckoutDraft } = {},
) {
  document.cookie = 'csrf_token=test-token; path=/';
  const fetchMock = mockFetch(checkoutRoutes(routes));
  if (draft) writeStoredDraft(CUSTOMER.id, draft);
  await cartSync().setUser(CUSTOMER.id);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: CUSTOMER });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <NotificationsRegion />
          </>
        ),
        children: [
          { path: 'checkout', element: <CheckoutPage /> },
          { path: 'login', element: <p>Pagina di accesso</p> },
          { path: 'orders', element: <p>I tuoi ordini</p> },
          { path: 'orders/:number', element: <p>Pagina dell’ordine</p> },
          { path: 'products', element: <p>Prodotti</p> },
          { path: 'returns', element: <p>Resi</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, fetchMock, currentUrl };
}

/** Everything a test may have left: stores, storage, the cart sync's user, notifications. */
export async function resetCheckout(): Promise<void> {
  await cartSync().setUser(null);
  useCheckoutStore.setState({ userId: null, draft: emptyDraft(), order: null }, true);
  resetCheckoutSession();
  useCheckoutSessionStore.setState({ stripe: null });
  clearNotifications();
  window.sessionStorage.clear();
}

export function notificationTexts(): string[] {
  return useNotificationsStore.getState().notifications.map((entry) => entry.message);
}

/** The JSON bodies sent to "METHOD /path". */
export function requestBodies(
  fetchMock: ReturnType<typeof mockFetch>,
  method: string,
  path: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => {
      const { pathname } = new URL(String(url), 'http://localhost');
      return pathname === path && (init?.method ?? 'GET') === method;
    })
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}

/** Intl writes a no-break space before "€". */
export function spaced(text: string | null | undefined): string | undefined {
  return text?.replace(/\s+/g, ' ');
}

export const SLOW = { timeout: 5_000 };

export function stepHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name }, SLOW);
}

/** "Continua con il riepilogo" on a filled payment step; answers the review's submit button. */
export async function continueToReview(user: { click: (element: Element) => Promise<void> }) {
  await user.click(screen.getByRole('button', { name: 'Continua con il riepilogo' }));
  await stepHeading('Riepilogo dell’ordine');
  return screen.findByRole('button', { name: CHECKOUT_MESSAGES.placeOrder }, SLOW);
}
