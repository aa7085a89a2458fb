import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '../../domain/auth/session';
import { AppProviders } from '../app/providers';
import { SESSION_QUERY_KEY } from '../features/auth/api/get-session';
import { NotificationsRegion } from '../features/notifications/components/notifications-region';

export interface PageAt {
  path: string;
  Page: ComponentType;
}

/**
 * Some pages on a memory router at `initialEntry`, `user` logged in, each with the
 * notifications region; any other path shows "Altrove" (to see where a link went).
 */
export function renderPages(pages: readonly PageAt[], initialEntry: string, user: SessionUser) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, { user });
  const router = createMemoryRouter(
    [
      ...pages.map(({ path, Page }) => ({
        path,
        element: (
          <>
            <Page />
            <NotificationsRegion />
          </>
        ),
      })),
      { path: '*', element: <p>Altrove</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const currentUrl = () =>
    `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { ...view, router, queryClient, currentUrl };
}
