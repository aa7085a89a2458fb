import { useEffect } from 'react';

/**
 * Which catalog page (by pathname) is on screen, for the pages' `prefetch`.
 *
 * A route loader runs on every navigation, also when only the query string changes. Arriving
 * at a page (first load, reload, a link from elsewhere) should wait for the data, so the page
 * renders whole and a reload restores its scroll position. But a filter, order, page or
 * selection change on the page already shown should not wait: the URL and the controls
 * (controlled by the URL) change at once, and the previous results stay until the new arrive.
 */
let pathnameOnScreen: string | null = null;

export function usePageOnScreen(pathname: string): void {
  useEffect(() => {
    pathnameOnScreen = pathname;
    return () => {
      if (pathnameOnScreen === pathname) pathnameOnScreen = null;
    };
  }, [pathname]);
}

/** Waits for `loading` unless the page at `url` is already on screen (see above). */
export async function awaitUnlessOnScreen(url: string, loading: Promise<unknown>): Promise<void> {
  if (new URL(url).pathname !== pathnameOnScreen) await loading;
}
