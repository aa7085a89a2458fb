import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** The body of one content page: the text under its heading. */
export interface ContentBody {
  readonly Body: ComponentType;
  /**
   * Fills the query cache before the page renders (the products an offer page shows), so the
   * page appears complete at once. Must not throw: a failed query shows its state in the page.
   */
  readonly prefetch?: (queryClient: QueryClient) => Promise<void>;
}

/** The bodies of one group of pages (one lazy chunk), keyed by path. */
export type ContentBodies = Readonly<Record<string, ContentBody>>;
