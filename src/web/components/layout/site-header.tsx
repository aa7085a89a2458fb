import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { NAVBAR_MESSAGES } from '../../../domain/layout/layout.messages';
import { LAYOUT_MESSAGES } from '../../../domain/messages';
import { NAV_SECTIONS } from '../../../domain/navigation';
import { APP_ROUTES } from '../../../domain/routes';
import { useCurrentUser } from '../../features/auth/api/get-session';
import { useCartUnitCount } from '../../features/cart/cart.store';
import { AccountPanel, useAuthLinks } from './navbar/account-panel';
import { CartPanel } from './navbar/cart-panel';
import { MobileDrawer } from './navbar/mobile-drawer';
import { AccountIcon, BagIcon, CloseIcon, MenuIcon, SearchIcon } from './navbar/navbar-icons';
import { NavbarPanelItem } from './navbar/navbar-panel-item';
import { NavbarSection } from './navbar/navbar-section';
import { SearchPanel } from './navbar/search-panel';
import { NAVBAR_IDS, useUiPanelsStore } from './navbar/ui-panels.store';
import { FINE_HOVER_MEDIA_QUERY, useMediaQuery } from './navbar/use-media-query';
import { useNavbarDismiss } from './navbar/use-navbar-dismiss';
import '../../styles/navbar.css';

function isAdminPath(pathname: string): boolean {
  const adminPath = APP_ROUTES.admin.path;
  return pathname === adminPath || pathname.startsWith(`${adminPath}/`);
}

/**
 * The navigation bar (spec §2.2): logo, the four sections with their mega menus, and the
 * account, search and cart panels; below 768 px a hamburger drawer replaces the sections and
 * the account icon. Which panel is open lives in the UI panels store (one at a time).
 *
 * `wishlistCount` is the account panel's wishlist badge; the bag icon counts the cart's units.
 */
export function SiteHeader({ wishlistCount }: { wishlistCount?: number } = {}) {
  const rootRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const cartCount = useCartUnitCount();
  const { rememberCurrentPage } = useAuthLinks();
  const canHover = useMediaQuery(FINE_HOVER_MEDIA_QUERY, true);
  const menuOpen = useUiPanelsStore((state) => state.menuOpen);
  const searchOpen = useUiPanelsStore((state) => state.searchOpen);
  const togglePanel = useUiPanelsStore((state) => state.togglePanel);
  useNavbarDismiss(rootRef);

  const admin = isAdminPath(pathname);

  return (
    <header ref={rootRef} className={`navbar${admin ? ' navbar--admin' : ''}`}>
      <div className="navbar__bar">
        <button
          id={NAVBAR_IDS.menuTrigger}
          type="button"
          className="navbar-icon-button navbar__hamburger"
          aria-label={menuOpen ? NAVBAR_MESSAGES.closeMenu : NAVBAR_MESSAGES.openMenu}
          aria-expanded={menuOpen}
          aria-controls={NAVBAR_IDS.drawer}
          onClick={() => togglePanel('menu', NAVBAR_IDS.menuTrigger)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <Link className="navbar__logo" to={APP_ROUTES.home.path}>
          {LAYOUT_MESSAGES.siteName}
        </Link>

        <nav className="navbar__sections" aria-label={LAYOUT_MESSAGES.mainNavLabel}>
          <ul className="navbar__section-list">
            {NAV_SECTIONS.map((section) => (
              <NavbarSection key={section.id} section={section} canHover={canHover} />
            ))}
          </ul>
        </nav>

        <ul className="navbar__actions">
          <NavbarPanelItem
            panel="account"
            label={NAVBAR_MESSAGES.accountButton}
            icon={<AccountIcon />}
            className="navbar-action--account"
            onOpen={() => {
              if (!user) rememberCurrentPage();
            }}
          >
            <AccountPanel
              headingId={NAVBAR_IDS.panelHeading('account')}
              wishlistCount={wishlistCount}
            />
          </NavbarPanelItem>
          <NavbarPanelItem
            panel="search"
            label={NAVBAR_MESSAGES.searchButton}
            icon={<SearchIcon />}
          >
            <SearchPanel open={searchOpen} headingId={NAVBAR_IDS.panelHeading('search')} />
          </NavbarPanelItem>
          <NavbarPanelItem
            panel="cart"
            label={LAYOUT_MESSAGES.shoppingBag}
            icon={<BagIcon />}
            badgeCount={cartCount}
          >
            <CartPanel headingId={NAVBAR_IDS.panelHeading('cart')} />
          </NavbarPanelItem>
        </ul>
      </div>

      <MobileDrawer open={menuOpen} wishlistCount={wishlistCount} />
    </header>
  );
}
