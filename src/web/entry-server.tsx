/**
 * The server-rendering entry (decision 027), built by Vite into dist/ssr and loaded by the
 * server at run time (src/server/ssr). It renders a public page as for a guest: the route's
 * `prefetch` fills a fresh query cache through the shop's own API in-process, Preact renders the
 * matched routes, and the cache and loader data go to the browser for hydration.
 */
import './app/install-joined-text';
import { dehydrate } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PAGE_DATA_ELEMENT_ID, type ServerPageData } from './app/page-data';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRoutes, serverRenderedModuleFiles } from './app/router';
import { setApiFetch } from './lib/api-client';

export { PAGE_DATA_ELEMENT_ID };

export interface RenderPageInput {
  /** The page's absolute URL (the router needs an origin; only path and query matter). */
  url: string;
  /** Answers the API's GET requests (relative URLs) without leaving the process. */
  fetch: typeof fetch;
  /** Aborted when the server stops waiting: the render stops and the promise rejects. */
  signal: AbortSignal;
}

export interface RenderedPage {
  /** The markup that goes inside #root. */
  appHtml: string;
  /** The source files of the page's route module (src/web-relative, as in Vite's manifest). */
  moduleFiles: string[];
  data: ServerPageData;
}

/**
 * Renders the whole tree, every lazy part and Suspense boundary resolved, to a string (Preact's
 * renderer, decision 030). An error anywhere rejects, and the page is left to the browser
 * entirely: a part left out would be a hydration mismatch waiting to happen. The renderer cannot
 * be stopped; once `signal` aborts, its result is no longer waited for.
 */
async function renderToHtml(element: ReactElement, signal: AbortSignal): Promise<string> {
  signal.throwIfAborted();
  let stopWaiting = () => {};
  const aborted = new Promise<never>((_resolve, reject) => {
    stopWaiting = () => reject(signal.reason);
    signal.addEventListener('abort', stopWaiting, { once: true });
  });
  try {
    // The app's elements are Preact's own at run time; only their types are React's.
    return await Promise.race([renderToStringAsync(element as unknown as VNode), aborted]);
  } finally {
    signal.removeEventListener('abort', stopWaiting);
  }
}

/**
 * The page at `url`, or null when the server does not render it: a route outside the
 * server-rendered ones, a redirect, a routing error or data that failed to load (the browser
 * renders those as it always did, and retries what failed).
 */
export async function renderPage({
  url,
  fetch,
  signal,
}: RenderPageInput): Promise<RenderedPage | null> {
  // Every render is a guest's and reads the same public API: one fetch serves them all.
  setApiFetch(fetch);
  const queryClient = createQueryClient();
  try {
    const { query, dataRoutes } = createStaticHandler(
      createAppRoutes(queryClient, { serverRendering: true }),
    );
    const context = await query(new Request(url, { signal }));
    if (context instanceof Response || context.errors) return null;
    const page = context.matches.at(-1);
    const moduleFiles = page ? serverRenderedModuleFiles(page.route.id) : null;
    if (!moduleFiles) return null;
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .some((cached) => cached.state.status === 'error');
    if (failed) return null;

    const router = createStaticRouter(dataRoutes, context);
    const appHtml = await renderToHtml(
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      signal,
    );
    return {
      appHtml,
      moduleFiles,
      data: {
        queries: dehydrate(queryClient),
        router: { loaderData: context.loaderData, actionData: null, errors: null },
      },
    };
  } finally {
    // Drops the cache and its garbage-collection timers with it.
    queryClient.clear();
  }
}
