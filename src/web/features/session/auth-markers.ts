import type { QueryClient } from '@tanstack/react-query';
import { LAST_LOGIN_COOKIE_NAME, USER_DATA_COOKIE_NAME } from '../../../domain/http';
import { readCookie } from '../../lib/api-client';
import { endSessionLocally } from './forced-logout';

/**
 * Spec §4 and §9: a logged-in browser whose local auth markers (the readable cookies the login
 * sets beside the HttpOnly session cookie) were erased logs out.
 *
 * Our reading of "checked every 1 s and 3 s; active after 2 s; logout after 2 consecutive
 * missing checks": the 1 s and 3 s checks are a fast check and a slower backstop of the same
 * test. The slower one can never see a miss the 1 s one has not already counted, so one timer
 * is kept: the watch becomes active 2 s after it starts (the page and its cookies settle),
 * checks at once and then every second, and also when the tab is shown again (hidden tabs'
 * timers are slowed). Two misses in a row log out, about a second after the markers went; a
 * check that finds them again starts the count over.
 */
export const AUTH_MARKERS_ACTIVE_AFTER_MS = 2_000;
export const AUTH_MARKERS_CHECK_EVERY_MS = 1_000;
export const AUTH_MARKERS_MISSES_TO_LOGOUT = 2;

export function hasAuthMarkers(cookieString: string = document.cookie): boolean {
  return (
    Boolean(readCookie(USER_DATA_COOKIE_NAME, cookieString)) &&
    Boolean(readCookie(LAST_LOGIN_COOKIE_NAME, cookieString))
  );
}

/** Watches the markers while the session says logged in: start it for a user, stop it after. */
export function startAuthMarkerWatch(queryClient: QueryClient): () => void {
  let misses = 0;
  let stopped = false;
  let interval: ReturnType<typeof setInterval> | undefined;

  const check = () => {
    if (stopped) return;
    if (hasAuthMarkers()) {
      misses = 0;
      return;
    }
    misses += 1;
    if (misses < AUTH_MARKERS_MISSES_TO_LOGOUT) return;
    stop();
    void endSessionLocally(queryClient, null);
  };

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };

  const activation = setTimeout(() => {
    check();
    if (stopped) return;
    interval = setInterval(check, AUTH_MARKERS_CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', onVisibilityChange);
  }, AUTH_MARKERS_ACTIVE_AFTER_MS);

  function stop() {
    stopped = true;
    clearTimeout(activation);
    clearInterval(interval);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  }

  return stop;
}
