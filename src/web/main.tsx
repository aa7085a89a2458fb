import './app/install-joined-text';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { nextTask } from './app/next-task';
import { readServerPageData } from './app/page-data';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, createAppRoutes, loadMatchedRouteModules } from './app/router';
import { sessionQueryOptions } from './features/auth/api/get-session';
import { hydrateInSteps } from './lib/staged-hydration';

function App({
  queryClient,
  router,
  onCommitted,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** Called once the first render is on screen (for a server-rendered page: hydrated). */
  onCommitted?: () => void;
}) {
  useEffect(() => {
    onCommitted?.();
  }, [onCommitted]);
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Started by the entry script (boot.ts), on a server-rendered page once it is painted
 * (decision 029). A server-rendered page (decision 027) is hydrated: the query cache and the
 * loader data come from the page, and the matched routes' modules are loaded first, so the
 * first render is the server's markup (no loading screen in between). The session is asked for
 * only once the page is hydrated: the server rendered it as for a guest, and so must the first
 * render here. The product tiles and the sections' menus are hydrated after the rest, a part per
 * task (lib/staged-hydration.tsx, decision 031). `releaseInput` lets go of the input held since
 * the entry script ran (held-input.ts) once hydration has committed and every part is hydrated;
 * boot.ts lets go of it if this throws. Any other page is rendered from scratch, as without
 * server rendering.
 */
export async function startApp({ releaseInput }: { releaseInput: () => void }): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const queryClient = createQueryClient();
  const pageData = readServerPageData();
  if (!pageData) {
    releaseInput();
    // Ask for the session while the first page chunk downloads.
    void queryClient.prefetchQuery(sessionQueryOptions());
    const router = createAppRouter(queryClient);
    createRoot(container).render(<App queryClient={queryClient} router={router} />);
    return;
  }
  // Each step is a task of its own: this module's evaluation, the page's modules, the router,
  // hydration.
  await nextTask();
  hydrate(queryClient, pageData.queries);
  const routes = createAppRoutes(queryClient);
  await loadMatchedRouteModules(routes, window.location);
  await nextTask();
  const router = createAppRouter(queryClient, { routes, hydrationData: pageData.router });
  await nextTask();
  let onCommitted = () => {};
  const committed = new Promise<void>((resolve) => (onCommitted = resolve));
  const partsHydrated = hydrateInSteps(() => {
    hydrateRoot(
      container,
      <App queryClient={queryClient} router={router} onCommitted={onCommitted} />,
    );
  });
  await Promise.all([committed, partsHydrated]);
  releaseInput();
}
