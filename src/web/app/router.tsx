import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  replace,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { CONTENT_PAGES } from '../../domain/content-pages';
import { APP_ROUTES, ROUTE_ALIASES, type AppRouteKey } from '../../domain/routes';
import { PagesOutlet } from '../components/layout/pages-outlet';
import { RootLayout } from '../components/layout/root-layout';
import { RouteErrorPage } from '../components/layout/route-error-page';
import { LoadingStatus } from '../components/ui/loading-status';
import { GUARDED_ACCESS_LEVELS } from './access';
import { sessionQueryOptions } from '../features/auth/api/get-session';
import { loadContentPageModule } from '../features/content/content-page-module';
import { AccessGuard } from './access-guard';
import { notePageModuleLoaded } from './preload-error';
import type { PageModuleLoader } from './page-module';
import { NOT_FOUND_MODULE, ROUTE_MODULES } from './route-modules';

function lazyPage(load: PageModuleLoader, queryClient: QueryClient): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    // The failed chunk load is being answered by a reload: show a loading state meanwhile.
    if (!module) return { Component: LoadingStatus };
    notePageModuleLoaded();
    const { default: Component, prefetch } = module;
    if (!prefetch) return { Component };
    return {
      Component,
      loader: async ({ params, request }: LoaderFunctionArgs) => {
        await prefetch({ queryClient, params, request });
        return null;
      },
    };
  };
}

/** An alias (spec §2.1: /cart → /shoppingbag) keeps the query string. */
function aliasRoute(from: string, to: string): RouteObject {
  return {
    id: `alias:${from}`,
    path: from,
    loader: ({ request }: LoaderFunctionArgs) => replace(`${to}${new URL(request.url).search}`),
    // Never shown (the loader always redirects); a leaf route must have something to render.
    Component: LoadingStatus,
  };
}

/**
 * The route objects of the app, built from APP_ROUTES. Shared by the browser router and the
 * memory routers of the tests.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const keys = Object.keys(APP_ROUTES) as AppRouteKey[];
  const pageRoute = (key: AppRouteKey): RouteObject => ({
    id: key,
    path: APP_ROUTES[key].path,
    lazy: lazyPage(ROUTE_MODULES[key], queryClient),
  });
  const publicPages = keys.filter((key) => APP_ROUTES[key].access === 'public').map(pageRoute);
  const guardedGroups = GUARDED_ACCESS_LEVELS.map((access): RouteObject => ({
    id: `guard:${access}`,
    // Keyed: moving between access levels mounts a fresh guard with no leftover state.
    element: <AccessGuard key={access} access={access} />,
    children: keys.filter((key) => APP_ROUTES[key].access === access).map(pageRoute),
  }));
  const aliases = Object.entries(ROUTE_ALIASES).map(([from, to]) => aliasRoute(from, to));
  // Editorial pages the navigation links to (domain/content-pages.ts): one route per page, all
  // sharing one page frame and loading the bodies of their kind lazily.
  const contentPages = CONTENT_PAGES.map((page): RouteObject => ({
    id: `content:${page.path}`,
    path: page.path,
    lazy: lazyPage(() => loadContentPageModule(page), queryClient),
  }));

  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage standalone />,
      children: [
        {
          // Pathless: page errors and the first load render inside the shell.
          id: 'pages',
          element: <PagesOutlet />,
          errorElement: <RouteErrorPage />,
          HydrateFallback: LoadingStatus,
          // Pages render once the session is known (cached for later navigations); a failure
          // is left to the start-up error bar, so the loader never throws.
          loader: async () => {
            await queryClient.prefetchQuery(sessionQueryOptions());
            return null;
          },
          children: [
            ...publicPages,
            ...contentPages,
            ...guardedGroups,
            ...aliases,
            { id: 'not-found', path: '*', lazy: lazyPage(NOT_FOUND_MODULE, queryClient) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
