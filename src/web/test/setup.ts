import '../app/install-joined-text';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { LAST_LOGIN_COOKIE_NAME, USER_DATA_COOKIE_NAME } from '../../domain/http';

// jsdom has no scrolling; <ScrollRestoration /> calls window.scrollTo on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Effects run right after the render that scheduled them, as React's test environment ran them
// (in the browser Preact runs them after the next frame, decision 030): by the time a test sees
// the markup, the focus has moved and the title is set, and no frame timer outlives a test file.
options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects);

// The shell loads the cart's and the wishlist's sync from effects: a test's last render can ask
// for them as its file ends. Loaded once here, they are never fetched after the test
// environment is gone.
beforeAll(async () => {
  await Promise.all([
    import('../features/cart/cart-sync'),
    import('../features/wishlist/wishlist-sync'),
  ]);
});

// The readable auth markers a login leaves (spec §3): without them a logged-in page logs itself
// out after a few seconds (spec §4), as it would if a user erased them.
beforeEach(() => {
  document.cookie = `${USER_DATA_COOKIE_NAME}=${encodeURIComponent('{}')}; path=/`;
  document.cookie = `${LAST_LOGIN_COOKIE_NAME}=${String(Date.now())}; path=/`;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
