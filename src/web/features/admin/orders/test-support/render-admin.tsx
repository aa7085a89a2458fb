import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../../app/providers';
import AdminAuditPage from '../../../../pages/admin-audit.page';
import AdminOrderPage from '../../../../pages/admin-order.page';
import AdminOrdersPage from '../../../../pages/admin-orders.page';
import AdminPage from '../../../../pages/admin.page';
import { ADMIN } from '../../../../test/fixtures';
import { SESSION_QUERY_KEY } from '../../../auth/api/get-session';
import { NotificationsRegion } from '../../../notifications/components/notifications-region';

function withNotifications(page: ReactNode) {
  return (
    <>
      {page}
      <NotificationsRegion />
    </>
  );
}

/**
 * The admin dashboard, orders and audit pages on a memory router at `initialEntry`, an admin
 * logged in, with the notifications region; any other path shows "Altrove".
 */
export function renderAdminPages(initialEntry: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: ADMIN });
  const router = createMemoryRouter(
    [
      { path: '/admin', element: withNotifications(<AdminPage />) },
      { path: '/admin/orders', element: withNotifications(<AdminOrdersPage />) },
      { path: '/admin/orders/:number', element: withNotifications(<AdminOrderPage />) },
      { path: '/admin/audit', element: withNotifications(<AdminAuditPage />) },
      { path: '*', element: <p>Altrove</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, currentUrl };
}

/** The query strings of the GET requests made to `path` through the mocked fetch. */
export function requestedSearches(fetchMock: { mock: { calls: unknown[][] } }, path: string) {
  return (fetchMock.mock.calls as [RequestInfo | URL, RequestInit?][])
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === 'GET' && url.pathname === path)
    .map(({ url }) => url.searchParams);
}
