import type { SessionUser } from '../../domain/auth/session';
import { loginPathFor, type RouteAccess } from '../../domain/routes';
import { guestOnlyRedirectTarget } from '../features/auth/redirect-after-login';

export type GuardedAccess = Exclude<RouteAccess, 'public'>;

export const GUARDED_ACCESS_LEVELS: readonly GuardedAccess[] = ['user', 'admin', 'guest-only'];

/**
 * Where a visitor who may not see a page is sent (spec §2.1, §6), or null when they may stay.
 * - user: a guest goes to /login with the wanted path and query as redirect;
 * - admin: anyone who is not an admin goes to /;
 * - guest-only: a logged-in user goes to the redirect parameter when safe, else /.
 */
export function accessRedirect(
  access: GuardedAccess,
  user: SessionUser | null,
  location: { pathname: string; search: string },
): string | null {
  switch (access) {
    case 'user':
      return user ? null : loginPathFor(`${location.pathname}${location.search}`);
    case 'admin':
      return user?.role === 'admin' ? null : '/';
    case 'guest-only':
      return user
        ? guestOnlyRedirectTarget(new URLSearchParams(location.search).get('redirect'))
        : null;
  }
}
