/**
 * Spec §2.8 / ARCHITECTURE "Browser app": when a lazy page chunk fails to load (typically a
 * new deploy removed the old hashed files), Vite dispatches `vite:preloadError` on window. The
 * page is then reloaded once to pick up the new build. The attempt is remembered in session
 * storage with a timestamp so a chunk that keeps failing shows the error page instead of
 * reloading forever; a later successful chunk load clears the marker.
 */

export const PRELOAD_RELOAD_MARKER_KEY = 'vetrina:preload-reload-at';
/** After this long a new failure may reload again (e.g. yet another deploy). */
export const PRELOAD_RELOAD_MARKER_TTL_MS = 10 * 60 * 1000;

export type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * True when this failure may reload the page, and records the attempt; false when a reload
 * was already tried within the TTL or the attempt cannot be recorded (which could loop).
 */
export function claimPreloadReload(storage: MarkerStorage | null, nowMs: number): boolean {
  if (!storage) return false;
  try {
    const raw = storage.getItem(PRELOAD_RELOAD_MARKER_KEY);
    const triedAtMs = raw === null ? Number.NaN : Number(raw);
    // A marker from "the future" (clock moved back) also counts as recent.
    if (Number.isFinite(triedAtMs) && nowMs - triedAtMs < PRELOAD_RELOAD_MARKER_TTL_MS)
      return false;
    const value = String(nowMs);
    storage.setItem(PRELOAD_RELOAD_MARKER_KEY, value);
    return storage.getItem(PRELOAD_RELOAD_MARKER_KEY) === value;
  } catch {
    return false;
  }
}

export function clearPreloadReloadMarker(storage: MarkerStorage | null): void {
  try {
    storage?.removeItem(PRELOAD_RELOAD_MARKER_KEY);
  } catch {
    // storage unavailable: there is no marker either
  }
}

export function browserSessionStorage(): MarkerStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Call after a page module loaded: the problem a reload was meant to fix is gone. */
export function notePageModuleLoaded(
  storage: MarkerStorage | null = browserSessionStorage(),
): void {
  clearPreloadReloadMarker(storage);
}

export interface PreloadErrorHandlerDeps {
  target?: EventTarget;
  storage?: MarkerStorage | null;
  reload?: () => void;
  now?: () => number;
  /** False while the browser knows it has no connection. */
  isOnline?: () => boolean;
}

/** Listens for `vite:preloadError`; returns a function that stops listening. */
export function installPreloadErrorHandler({
  target = window,
  storage = browserSessionStorage(),
  reload = () => window.location.reload(),
  now = Date.now,
  isOnline = () => navigator.onLine,
}: PreloadErrorHandlerDeps = {}): () => void {
  const onPreloadError = (event: Event) => {
    // Offline, a reload can only end on the browser's own error page: the part that failed
    // shows its fallback and the shopper keeps the page.
    if (!isOnline()) return;
    // Already tried: let the error reach the route's error page.
    if (!claimPreloadReload(storage, now())) return;
    // Keeps Vite from throwing while the page goes away.
    event.preventDefault();
    reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
