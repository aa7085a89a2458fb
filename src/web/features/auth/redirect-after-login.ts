import { isSafeRedirect, resolveRedirect } from '../../../domain/redirect';
import { APP_ROUTES, matchAppRoute } from '../../../domain/routes';

/** Spec §3 local storage key: the page a guest was on when asking to log in. */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

export function saveRedirectAfterLogin(pathAndQuery: string): void {
  try {
    window.localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, pathAndQuery);
  } catch {
    // Storage unavailable: the redirect query parameter still carries the target.
  }
}

export function readRedirectAfterLogin(): string | null {
  try {
    return window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
  } catch {
    return null;
  }
}

export function clearRedirectAfterLogin(): void {
  try {
    window.localStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

/** Login and registration pages: going back to them after logging in would loop. */
export function isGuestOnlyPath(pathAndQuery: string): boolean {
  const pathname = pathAndQuery.split(/[?#]/, 1)[0] ?? '';
  const key = matchAppRoute(pathname);
  return key !== null && APP_ROUTES[key].access === 'guest-only';
}

/**
 * Where a logged-in user on /login or /register goes (spec §2.1): the redirect query parameter
 * when it is a path on this site, else "/". A target that is itself a login or registration
 * page also ends on "/".
 */
export function guestOnlyRedirectTarget(redirectParam: string | null): string {
  const target = resolveRedirect(redirectParam);
  return isGuestOnlyPath(target) ? '/' : target;
}

/**
 * Where a successful login goes (spec §4): the redirect query parameter, else the saved
 * redirectAfterLogin, when it is a path on this site other than the login page itself.
 */
export function postLoginTarget(
  redirectParam: string | null,
  savedRedirect: string | null,
): string {
  for (const candidate of [redirectParam, savedRedirect]) {
    if (isSafeRedirect(candidate) && !isGuestOnlyPath(candidate)) return candidate;
  }
  return '/';
}
