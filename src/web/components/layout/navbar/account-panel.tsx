import { useState, type Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { avatarColourOf } from '../../../../domain/account/avatar-colour';
import type { SessionUser } from '../../../../domain/auth/session';
import { ACCOUNT_PANEL_MESSAGES, NAVBAR_MESSAGES } from '../../../../domain/layout/layout.messages';
import { LAYOUT_MESSAGES, PAGE_TITLES } from '../../../../domain/messages';
import { APP_ROUTES, loginPathFor } from '../../../../domain/routes';
import { useSession } from '../../../features/auth/api/get-session';
import { avatarFilesOf, avatarSrcSet } from '../../../features/account/avatar-sources';
import { useLogout } from '../../../features/auth/api/logout';
import {
  isGuestOnlyPath,
  saveRedirectAfterLogin,
} from '../../../features/auth/redirect-after-login';
import { LoadingStatus } from '../../ui/loading-status';
import { formatBadgeCount } from './format-badge-count';
import { useUiPanelsStore } from './ui-panels.store';

/**
 * Login and registration links that bring the guest back to this page (spec §2.3), and the
 * function that remembers the page as redirectAfterLogin. On /login and /register themselves
 * the links keep the redirect already there instead of nesting one in another.
 */
export function useAuthLinks() {
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;
  const onGuestOnlyPage = isGuestOnlyPath(location.pathname);
  return {
    loginHref: onGuestOnlyPage
      ? `${APP_ROUTES.login.path}${location.search}`
      : loginPathFor(currentPath),
    registerHref: onGuestOnlyPage
      ? `${APP_ROUTES.register.path}${location.search}`
      : `${APP_ROUTES.register.path}?redirect=${encodeURIComponent(currentPath)}`,
    rememberCurrentPage: () => {
      if (!onGuestOnlyPage) saveRedirectAfterLogin(currentPath);
    },
  };
}

/** Up to two letters for the avatar placeholder: first and last name, else the display name. */
export function initialsOf(
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'displayName' | 'email'>,
): string {
  const fromNames = [user.firstName, user.lastName].filter(
    (part): part is string => !!part?.trim(),
  );
  const words = fromNames.length > 0 ? fromNames : user.displayName.trim().split(/\s+/);
  const letters = words
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
  return (letters || user.email.charAt(0)).toLocaleUpperCase('it-IT');
}

function displayNameOf(user: SessionUser): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.displayName.trim() || fullName || user.email;
}

function UserAvatar({ user }: { user: SessionUser }) {
  const [imageFailed, setImageFailed] = useState(false);
  // The name is written next to the avatar: the picture itself is decorative.
  if (user.avatarUrl && !imageFailed) {
    // An uploaded avatar has a file per size: the 64 px one, or the 128 px one on dense screens.
    const files = avatarFilesOf(user.avatarUrl);
    return (
      <img
        className="account-avatar"
        src={files ? files[64] : user.avatarUrl}
        srcSet={files ? avatarSrcSet(files, [64, 128]) : undefined}
        sizes={files ? '48px' : undefined}
        alt=""
        width={48}
        height={48}
        onError={() => setImageFailed(true)}
      />
    );
  }
  return (
    <span
      className="account-avatar account-avatar--initials"
      // The shorthand, so the colour replaces any background image of the stylesheet.
      style={{ background: avatarColourOf(user.id) }}
      aria-hidden="true"
    >
      {initialsOf(user)}
    </span>
  );
}

function GuestAccount({ headingId, headingRef }: HeadingProps) {
  const { loginHref, registerHref, rememberCurrentPage } = useAuthLinks();
  return (
    <div className="account-panel">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="navbar-panel__title">
        {ACCOUNT_PANEL_MESSAGES.guestTitle}
      </h2>
      <p className="account-panel__text">{ACCOUNT_PANEL_MESSAGES.guestText}</p>
      <div className="account-panel__actions">
        <Link className="button button--primary" to={loginHref} onClick={rememberCurrentPage}>
          {LAYOUT_MESSAGES.login}
        </Link>
        <Link className="button button--ghost" to={registerHref} onClick={rememberCurrentPage}>
          {ACCOUNT_PANEL_MESSAGES.register}
        </Link>
      </div>
    </div>
  );
}

function UserAccount({
  user,
  wishlistCount,
  headingId,
  headingRef,
}: HeadingProps & { user: SessionUser; wishlistCount: number | undefined }) {
  const logout = useLogout();
  const closeAll = useUiPanelsStore((state) => state.closeAll);
  const wishlistBadge = formatBadgeCount(wishlistCount);
  const links: { path: string; label: string; badge?: string | null }[] = [
    { path: APP_ROUTES.profile.path, label: PAGE_TITLES.profile },
    { path: APP_ROUTES.orders.path, label: PAGE_TITLES.orders },
    { path: APP_ROUTES.wishlist.path, label: PAGE_TITLES.wishlist, badge: wishlistBadge },
    { path: APP_ROUTES.settings.path, label: PAGE_TITLES.settings },
    ...(user.role === 'admin'
      ? [{ path: APP_ROUTES.admin.path, label: LAYOUT_MESSAGES.adminTool }]
      : []),
  ];

  return (
    <div className="account-panel">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="navbar-panel__title">
        {ACCOUNT_PANEL_MESSAGES.userTitle}
      </h2>
      <div className="account-panel__user">
        <UserAvatar key={user.avatarUrl ?? ''} user={user} />
        <div className="account-panel__identity">
          <p className="account-panel__name">{displayNameOf(user)}</p>
          <p className="account-panel__email">{user.email}</p>
        </div>
      </div>
      <ul className="account-panel__links">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              className="account-panel__link"
              to={link.path}
              // The count said in words (the flex layout would put a stray space before a comma).
              aria-label={
                link.badge
                  ? `${link.label}, ${NAVBAR_MESSAGES.badgeCount(wishlistCount ?? 0)}`
                  : undefined
              }
            >
              <span>{link.label}</span>
              {link.badge ? (
                <span className="navbar-count" aria-hidden="true">
                  {link.badge}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={() => logout.mutate(undefined, { onSettled: closeAll })}
        disabled={logout.isPending}
      >
        {logout.isPending ? LAYOUT_MESSAGES.loggingOut : LAYOUT_MESSAGES.logout}
      </button>
    </div>
  );
}

interface HeadingProps {
  /** The panel is labelled by this heading. */
  headingId: string;
  /** The mobile drawer focuses the heading when its account sub-panel opens. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Spec §2.3: the guest's invitation to log in or register, or the logged-in user's menu.
 * `wishlistCount` is for the wishlist feature to fill (badge capped at 9+).
 */
export function AccountPanel({
  wishlistCount,
  headingId,
  headingRef,
}: HeadingProps & { wishlistCount?: number }) {
  const session = useSession();
  const user = session.data?.user ?? null;
  if (session.isPending) {
    return (
      <div className="account-panel">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="navbar-panel__title">
          {ACCOUNT_PANEL_MESSAGES.guestTitle}
        </h2>
        <LoadingStatus />
      </div>
    );
  }
  return user ? (
    <UserAccount
      user={user}
      wishlistCount={wishlistCount}
      headingId={headingId}
      headingRef={headingRef}
    />
  ) : (
    <GuestAccount headingId={headingId} headingRef={headingRef} />
  );
}
