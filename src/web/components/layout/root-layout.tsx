import { useEffect, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { CartSyncRoot } from '../../features/cart/components/cart-sync-root';
import { CookieBanner } from '../../features/consent/components/cookie-banner';
import { SessionRoot } from '../../features/session/components/session-root';
import { WishlistSyncRoot } from '../../features/wishlist/components/wishlist-sync-root';
import { useWishlistCount } from '../../features/wishlist/wishlist.store';
import { NotificationsRegion } from '../../features/notifications/components/notifications-region';
import { StartupErrorBar } from '../ui/startup-error-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { useUiPanelsStore } from './navbar/ui-panels.store';
import { SiteHeader } from './site-header';

/** The logged-in user's roots once their chunk has loaded (it then stays for the visit). */
let LoadedLoggedInRoots: ComponentType | null = null;

/**
 * Mounts LoggedInRoots while a user is logged in, its chunk fetched at the first login. No
 * Suspense: its reveal may wait on timers, which a page with a paused clock never lets pass.
 */
function LoggedInRootsWhile({ loggedIn }: { loggedIn: boolean }) {
  const [, setLoaded] = useState(LoadedLoggedInRoots !== null);
  useEffect(() => {
    if (!loggedIn || LoadedLoggedInRoots) return;
    let mounted = true;
    import('./logged-in-roots').then(
      (module) => {
        LoadedLoggedInRoots = module.LoggedInRoots;
        if (mounted) setLoaded(true);
      },
      // Offline: no live events nor heartbeat this time; the session falls back to polling.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [loggedIn]);
  return loggedIn && LoadedLoggedInRoots ? <LoadedLoggedInRoots /> : null;
}

export function RootLayout() {
  const session = useSession();
  const cartPanelOpen = useUiPanelsStore((state) => state.cartOpen);
  const wishlistCount = useWishlistCount();
  return (
    <div className="app-shell">
      {session.isLoadingError ? <StartupErrorBar message={session.error.message} /> : null}
      <SkipLink />
      <SiteHeader wishlistCount={wishlistCount} />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <NotificationsRegion />
      <CookieBanner />
      <CartSyncRoot panelOpen={cartPanelOpen} />
      <WishlistSyncRoot />
      <SessionRoot />
      <LoggedInRootsWhile loggedIn={Boolean(session.data?.user)} />
    </div>
  );
}
