import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
// RouterProvider from 'react-router' (not '/dom'), as in test/render-app.tsx.
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionResponse } from '../../../../domain/auth/session';
import { SESSION_QUERY_KEY } from '../../auth/api/get-session';

/**
 * Renders session components on a memory router with a fresh query client; `session`, when
 * given, is the cached answer of GET /api/auth/session (no request is made for it at first).
 */
export function renderWithSession(
  ui: ReactNode,
  { session, path = '/account' }: { session?: SessionResponse; path?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (session) queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const sessionData = () => queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY);
  const currentPath = () => router.state.location.pathname;
  return { ...view, queryClient, router, sessionData, currentPath };
}
