// When `npm start` (start.mjs) starts the server again, and when it gives up (decision 013).
// Pure: start.mjs supplies what happened, this module says what to do next.
import { EXIT_CONFIG } from '../src/server/start-contract.mjs';

export const FIRST_RESTART_DELAY_MS = 1_000;
export const MAX_RESTART_DELAY_MS = 30_000;
/** A server that was ready this long before it ended had recovered: the backoff starts over. */
export const STABLE_RUN_MS = 60_000;

/** Nothing has gone wrong yet, and the server has never been ready. */
export const INITIAL_HISTORY = { everReady: false, failuresInARow: 0 };

/** 1 s, 2 s, 4 s … up to 30 s for the first, second, third … failure in a row. */
export function restartDelayMs(failuresInARow) {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (failuresInARow - 1));
}

/**
 * What to do after the server ended on its own (not asked to stop).
 *
 * @param {{ everReady: boolean, failuresInARow: number }} history  runs before this one
 * @param {{ code: number | null, signal: string | null, readyForMs: number | null }} end
 *   how this run ended, and how long it had been ready (null: it never was)
 * @returns {{ restart: false, exitCode: number }
 *   | { restart: true, delayMs: number, history: { everReady: boolean, failuresInARow: number } }}
 */
export function decideAfterEnd(history, end) {
  // A clean exit was asked for by someone (a signal sent to the server itself).
  if (end.signal === null && end.code === 0) return { restart: false, exitCode: 0 };
  const everReady = history.everReady || end.readyForMs !== null;
  // Only a configuration that has never worked is given up on: the server printed why, and
  // starting it again would print the same. A database outage, a crash or a kill by the
  // event-loop watchdog is retried for as long as it takes.
  if (end.code === EXIT_CONFIG && !everReady) return { restart: false, exitCode: EXIT_CONFIG };
  const recovered = end.readyForMs !== null && end.readyForMs >= STABLE_RUN_MS;
  const failuresInARow = recovered ? 1 : history.failuresInARow + 1;
  return {
    restart: true,
    delayMs: restartDelayMs(failuresInARow),
    history: { everReady, failuresInARow },
  };
}
