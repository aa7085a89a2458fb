import { Link, NavLink, useLocation } from 'react-router';
import { APP_ROUTES, loginPathFor } from '../../../domain/routes';
import { LAYOUT_MESSAGES } from '../../../domain/messages';
import { useSession } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { isGuestOnlyPath, saveRedirectAfterLogin } from '../../features/auth/redirect-after-login';

/** A modest header; the full navigation bar with mega menus comes later (spec §2.2). */
export function SiteHeader() {
  const location = useLocation();
  const session = useSession();
  const logout = useLogout();
  const user = session.data?.user ?? null;

  const currentPath = `${location.pathname}${location.search}`;
  const onGuestOnlyPage = isGuestOnlyPath(location.pathname);
  // On /login or /register the link keeps the redirect already there instead of nesting.
  const loginHref = onGuestOnlyPage
    ? `${APP_ROUTES.login.path}${location.search}`
    : loginPathFor(currentPath);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="site-header__logo" to={APP_ROUTES.home.path}>
          {LAYOUT_MESSAGES.siteName}
        </Link>
        <nav className="site-header__nav" aria-label={LAYOUT_MESSAGES.mainNavLabel}>
          <ul className="site-header__list">
            <li>
              <NavLink className="site-header__link" to={APP_ROUTES.products.path}>
                {LAYOUT_MESSAGES.products}
              </NavLink>
            </li>
          </ul>
        </nav>
        <nav className="site-header__account" aria-label={LAYOUT_MESSAGES.accountNavLabel}>
          <ul className="site-header__list">
            <li>
              <NavLink className="site-header__link" to={APP_ROUTES.shoppingBag.path}>
                {LAYOUT_MESSAGES.shoppingBag}
              </NavLink>
            </li>
            {user?.role === 'admin' ? (
              <li>
                <NavLink className="site-header__link" to={APP_ROUTES.admin.path}>
                  {LAYOUT_MESSAGES.adminTool}
                </NavLink>
              </li>
            ) : null}
            {user ? (
              <>
                <li className="site-header__user">{user.displayName}</li>
                <li>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => logout.mutate()}
                    disabled={logout.isPending}
                  >
                    {logout.isPending ? LAYOUT_MESSAGES.loggingOut : LAYOUT_MESSAGES.logout}
                  </button>
                </li>
              </>
            ) : null}
            {!user && !session.isPending ? (
              <li>
                <Link
                  className="button button--primary"
                  to={loginHref}
                  onClick={() => {
                    if (!onGuestOnlyPage) saveRedirectAfterLogin(currentPath);
                  }}
                >
                  {LAYOUT_MESSAGES.login}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}
