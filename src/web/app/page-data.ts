import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page carries for the browser (decision 027): the query cache its
 * prefetch filled and the router's loader data, as JSON in a non-executable
 * `<script type="application/json">` (the CSP allows no inline script).
 */
export interface ServerPageData {
  queries: DehydratedState;
  router: HydrationState;
}

/** The id of that script element; the server reads it from the server-rendering bundle. */
export const PAGE_DATA_ELEMENT_ID = 'vetrina-page-data';

/** The page data of a server-rendered page, or null for a page the browser renders alone. */
export function readServerPageData(): ServerPageData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerPageData;
  } catch {
    // Unreadable: the page is rendered afresh, as without server rendering.
    return null;
  }
}
