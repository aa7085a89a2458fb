import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  replace,
  type HydrationState,
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
import {
  NOT_FOUND_MODULE,
  ROUTE_MODULES,
  SERVER_RENDERED_MODULE_FILES,
  SERVER_RENDERED_SHELL_FILES,
} from './route-modules';

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

export interface AppRoutesOptions {
  /**
   * Rendering on the server: every page is rendered as for a guest, so the pages do not wait
   * for a session (the server does not ask for one, and none reaches the browser's cache).
   */
  serverRendering?: boolean;
}

/**
 * The route objects of the app, built from APP_ROUTES. Shared by the browser router, the
 * server-rendering entry and the memory routers of the tests.
 */
export function createAppRoutes(
  queryClient: QueryClient,
  { serverRendering = false }: AppRoutesOptions = {},
): RouteObject[] {
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
          // is left to the start-up error bar, so the loader never throws. A server-rendered
          // page is hydrated without running loaders: the session is asked for afterwards.
          loader: async () => {
            if (!serverRendering) await queryClient.prefetchQuery(sessionQueryOptions());
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

/**
 * The pages the server renders (decision 027): the public catalog and content pages, whose
 * markup does not depend on who is looking. Others (account, checkout, admin, the shopping bag
 * read from this browser's storage, the guest-only forms) stay client-rendered: null. For a
 * server-rendered route, the source files of its module (see SERVER_RENDERED_MODULE_FILES) and
 * of the shell's chunks it preloads.
 */
export function serverRenderedModuleFiles(routeId: string): string[] | null {
  if (routeId.startsWith('content:')) {
    const page = CONTENT_PAGES.find((candidate) => `content:${candidate.path}` === routeId);
    if (!page) return null;
    return [
      'features/content/content-page-view.tsx',
      `features/content/bodies/${page.kind}.bodies.tsx`,
      ...SERVER_RENDERED_SHELL_FILES,
    ];
  }
  const file = SERVER_RENDERED_MODULE_FILES[routeId as AppRouteKey];
  return file ? [file, ...SERVER_RENDERED_SHELL_FILES] : null;
}

/** Resolves the lazy modules of the routes a URL opens, so hydration finds the page in place. */
export async function loadMatchedRouteModules(
  routes: RouteObject[],
  location: { pathname: string },
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}

export function createAppRouter(
  queryClient: QueryClient,
  options: { routes?: RouteObject[]; hydrationData?: HydrationState } = {},
) {
  return createBrowserRouter(options.routes ?? createAppRoutes(queryClient), {
    hydrationData: options.hydrationData,
  });
}
