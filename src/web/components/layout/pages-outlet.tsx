import { Outlet, ScrollRestoration } from 'react-router';

/**
 * The element of the route that holds every page. Scrolls to the top on a new page
 * (PUSH/REPLACE) and back to the saved position on back, forward and reload.
 *
 * It lives here rather than in the shell on purpose: this route shows its HydrateFallback until
 * the first page and its data are loaded, so <ScrollRestoration /> mounts only then. Mounted
 * earlier it would restore a reload's position against the short loading screen and stop.
 */
export function PagesOutlet() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
