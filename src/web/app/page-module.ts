import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

export interface PagePrefetchArgs {
  queryClient: QueryClient;
  params: Params;
  request: Request;
}

/**
 * A page chunk: its default export is the page component. `prefetch` fills the query cache
 * before the page renders, so it renders complete at once and <ScrollRestoration /> can
 * restore a saved position on reload (the page already has its full height). It must not
 * throw: a failed query shows its error state in the page itself.
 */
export interface PageModule {
  default: ComponentType;
  prefetch?: (args: PagePrefetchArgs) => Promise<void>;
}

/**
 * Loads a page chunk. The result is undefined when a failed chunk load was answered by a
 * page reload (see preload-error.ts): Vite then resolves the import with nothing.
 */
export type PageModuleLoader = () => Promise<PageModule | undefined>;
