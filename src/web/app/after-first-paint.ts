/**
 * Runs `start` once the browser has painted the page as the server sent it (decision 029): the
 * app's scripts are neither fetched nor run before the first paint, so the page's HTML and
 * styles have the connection and the main thread to themselves until then.
 *
 * The browser reports its first paint to a performance observer ("paint" entries, buffered if
 * it came before the observer). Where paint timing is not supported, a task queued from a frame
 * callback (which runs just before a paint) runs after that paint. A hidden page paints nothing:
 * the app starts at once. `fallbackMs` bounds the wait in any case.
 */
export interface PaintClock {
  isHidden(): boolean;
  /** Calls back once the browser has painted the page for the first time. */
  whenPainted(callback: () => void): void;
  setTimer(callback: () => void, ms: number): void;
}

export const FIRST_PAINT_FALLBACK_MS = 1_000;

function whenPaintedInBrowser(callback: () => void): void {
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  window.requestAnimationFrame(() => window.setTimeout(callback, 0));
}

const browserClock: PaintClock = {
  isHidden: () => document.visibilityState === 'hidden',
  whenPainted: whenPaintedInBrowser,
  setTimer: (callback, ms) => window.setTimeout(callback, ms),
};

export function afterFirstPaint(
  start: () => void,
  clock: PaintClock = browserClock,
  fallbackMs = FIRST_PAINT_FALLBACK_MS,
): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  if (clock.isHidden()) {
    startOnce();
    return;
  }
  clock.whenPainted(startOnce);
  clock.setTimer(startOnce, fallbackMs);
}
