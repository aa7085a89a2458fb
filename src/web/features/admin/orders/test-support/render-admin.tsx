import { renderPages } from '../../../../test/render-pages';
import AdminAuditPage from '../../../../pages/admin-audit.page';
import AdminOrderPage from '../../../../pages/admin-order.page';
import AdminOrdersPage from '../../../../pages/admin-orders.page';
import AdminPage from '../../../../pages/admin.page';
import { ADMIN } from '../../../../test/fixtures';

/**
 * The admin dashboard, orders and audit pages on a memory router at `initialEntry`, an admin
 * logged in, with the notifications region; any other path shows "Altrove".
 */
export function renderAdminPages(initialEntry: string) {
  return renderPages(
    [
      { path: '/admin', Page: AdminPage },
      { path: '/admin/orders', Page: AdminOrdersPage },
      { path: '/admin/orders/:number', Page: AdminOrderPage },
      { path: '/admin/audit', Page: AdminAuditPage },
    ],
    initialEntry,
    ADMIN,
  );
}

/** The query strings of the GET requests made to `path` through the mocked fetch. */
export function requestedSearches(fetchMock: { mock: { calls: unknown[][] } }, path: string) {
  return (fetchMock.mock.calls as [RequestInfo | URL, RequestInit?][])
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === 'GET' && url.pathname === path)
    .map(({ url }) => url.searchParams);
}
