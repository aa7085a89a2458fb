import { useSyncExternalStore } from 'react';

/**
 * The current time, refreshed once a second while a component shows a countdown. One timer
 * serves every subscriber and stops when the last one leaves.
 */

const TICK_MS = 1_000;
const listeners = new Set<() => void>();
let nowMs = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function tick(): void {
  nowMs = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    nowMs = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function getSnapshot(): number {
  return nowMs;
}

/** ms since the epoch, updated every second. */
export function useClock(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Whole seconds left until an ISO instant (0 once it has passed, or when there is none). */
export function secondsUntil(isoInstant: string | null | undefined, now: number): number {
  if (!isoInstant) return 0;
  const target = Date.parse(isoInstant);
  if (Number.isNaN(target)) return 0;
  return Math.max(0, Math.ceil((target - now) / 1000));
}
