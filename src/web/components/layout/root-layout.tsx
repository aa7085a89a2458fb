import { Outlet } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { CartSyncRoot } from '../../features/cart/components/cart-sync-root';
import { CookieBanner } from '../../features/consent/components/cookie-banner';
import { DeviceHeartbeatRoot } from '../../features/devices/components/device-heartbeat-root';
import { SessionEventsRoot } from '../../features/session/components/session-events-root';
import { SessionRoot } from '../../features/session/components/session-root';
import { WishlistSyncRoot } from '../../features/wishlist/components/wishlist-sync-root';
import { useWishlistCount } from '../../features/wishlist/wishlist.store';
import { NotificationsRegion } from '../../features/notifications/components/notifications-region';
import { StartupErrorBar } from '../ui/startup-error-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { useUiPanelsStore } from './navbar/ui-panels.store';
import { SiteHeader } from './site-header';

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
      <SessionEventsRoot />
      <DeviceHeartbeatRoot />
    </div>
  );
}
