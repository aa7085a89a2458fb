import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
// RouterProvider from 'react-router' (not '/dom'): under vitest the two entries resolve to
// separate copies of the router context.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createAppRoutes } from '../app/router';

/** The whole app on a memory router, with the same route objects as the browser router. */
export function renderApp(initialEntry: string) {
  // No retries in tests: a failing request fails at once.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(createAppRoutes(queryClient), {
    initialEntries: [initialEntry],
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, currentUrl };
}
