import { describe, expect, it, vi } from 'vitest';
import {
  PRELOAD_RELOAD_MARKER_KEY,
  PRELOAD_RELOAD_MARKER_TTL_MS,
  claimPreloadReload,
  clearPreloadReloadMarker,
  installPreloadErrorHandler,
  notePageModuleLoaded,
  type MarkerStorage,
} from './preload-error';

function memoryStorage(): MarkerStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('claimPreloadReload', () => {
  it('allows one reload and remembers it with a timestamp', () => {
    const storage = memoryStorage();
    expect(claimPreloadReload(storage, 1_000)).toBe(true);
    expect(storage.data.get(PRELOAD_RELOAD_MARKER_KEY)).toBe('1000');
    expect(claimPreloadReload(storage, 2_000)).toBe(false);
  });

  it('allows another reload once the marker is older than the TTL', () => {
    const storage = memoryStorage();
    claimPreloadReload(storage, 1_000);
    expect(claimPreloadReload(storage, 1_000 + PRELOAD_RELOAD_MARKER_TTL_MS - 1)).toBe(false);
    expect(claimPreloadReload(storage, 1_000 + PRELOAD_RELOAD_MARKER_TTL_MS)).toBe(true);
  });

  it('treats a marker from the future as recent', () => {
    const storage = memoryStorage();
    storage.setItem(PRELOAD_RELOAD_MARKER_KEY, '50000');
    expect(claimPreloadReload(storage, 1_000)).toBe(false);
  });

  it('ignores a garbled marker', () => {
    const storage = memoryStorage();
    storage.setItem(PRELOAD_RELOAD_MARKER_KEY, 'nonsense');
    expect(claimPreloadReload(storage, 1_000)).toBe(true);
  });

  it('never reloads when the attempt cannot be remembered', () => {
    expect(claimPreloadReload(null, 1_000)).toBe(false);
    const broken: MarkerStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(claimPreloadReload(broken, 1_000)).toBe(false);
    const forgetful: MarkerStorage = {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(claimPreloadReload(forgetful, 1_000)).toBe(false);
  });

  it('allows a reload again after the marker was cleared', () => {
    const storage = memoryStorage();
    claimPreloadReload(storage, 1_000);
    clearPreloadReloadMarker(storage);
    expect(claimPreloadReload(storage, 2_000)).toBe(true);
  });
});

describe('installPreloadErrorHandler', () => {
  function preloadErrorEvent() {
    return new Event('vite:preloadError', { cancelable: true });
  }

  it('does not reload while the browser is offline (the reload could only fail)', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const reload = vi.fn();
    const uninstall = installPreloadErrorHandler({
      target,
      storage,
      reload,
      now: () => 5_000,
      isOnline: () => false,
    });
    const event = preloadErrorEvent();
    target.dispatchEvent(event);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
    uninstall();
  });

  it('reloads once on a failed chunk load, then lets the error through', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const reload = vi.fn();
    const uninstall = installPreloadErrorHandler({ target, storage, reload, now: () => 5_000 });

    const first = preloadErrorEvent();
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    // After the reload the same chunk fails again: no loop, the error page shows.
    const second = preloadErrorEvent();
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    uninstall();
  });

  it('reloads again for a later failure after a page module loaded fine', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const reload = vi.fn();
    const uninstall = installPreloadErrorHandler({ target, storage, reload, now: () => 5_000 });
    target.dispatchEvent(preloadErrorEvent());
    notePageModuleLoaded(storage);
    target.dispatchEvent(preloadErrorEvent());
    expect(reload).toHaveBeenCalledTimes(2);
    uninstall();
  });

  it('stops listening when uninstalled', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    installPreloadErrorHandler({ target, storage: memoryStorage(), reload })();
    target.dispatchEvent(preloadErrorEvent());
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses session storage by default', () => {
    const reload = vi.fn();
    const uninstall = installPreloadErrorHandler({ target: window, reload, now: () => 7 });
    window.dispatchEvent(preloadErrorEvent());
    expect(window.sessionStorage.getItem(PRELOAD_RELOAD_MARKER_KEY)).toBe('7');
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });
});
