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

/**
 * The chunks a server-rendered page needs (the app's start and the page's), which the server
 * lists in the data element's `data-modules` attribute: paths of this shop only.
 */
export function readPageModuleUrls(doc: Document = document): string[] {
  const list = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.getAttribute('data-modules') ?? '';
  return list.split(' ').filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

/** Has the browser fetch and compile those chunks now, all at once (module preloads). */
export function preloadModules(urls: readonly string[], doc: Document = document): void {
  const linked = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const url of urls) {
    if (linked.has(url)) continue;
    linked.add(url);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    doc.head.append(link);
  }
}
