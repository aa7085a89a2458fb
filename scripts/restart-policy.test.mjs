import { describe, expect, it } from 'vitest';
import { EXIT_CONFIG, EXIT_DATABASE_UNAVAILABLE } from '../src/server/start-contract.mjs';
import {
  decideAfterEnd,
  INITIAL_HISTORY,
  MAX_RESTART_DELAY_MS,
  restartDelayMs,
  STABLE_RUN_MS,
} from './restart-policy.mjs';

const neverReady = { readyForMs: null };

/** Feeds `ends` to the policy one after the other; returns each decision. */
function replay(ends) {
  let history = INITIAL_HISTORY;
  return ends.map((end) => {
    const decision = decideAfterEnd(history, { code: null, signal: null, ...end });
    if (decision.restart) history = decision.history;
    return decision;
  });
}

describe('restart policy', () => {
  it('waits 1 s, 2 s, 4 s … after failures in a row, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(restartDelayMs)).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      30_000,
      30_000,
      MAX_RESTART_DELAY_MS,
    ]);
  });

  it('gives up when a server that never started reports a configuration error', () => {
    expect(replay([{ code: EXIT_CONFIG, ...neverReady }])).toEqual([
      { restart: false, exitCode: EXIT_CONFIG },
    ]);
    // Also after earlier failed starts that were not about the configuration.
    const [, second] = replay([
      { code: EXIT_DATABASE_UNAVAILABLE, ...neverReady },
      { code: EXIT_CONFIG, ...neverReady },
    ]);
    expect(second).toEqual({ restart: false, exitCode: EXIT_CONFIG });
  });

  it('never gives up on a database that does not answer at start', () => {
    const decisions = replay(
      Array.from({ length: 40 }, () => ({ code: EXIT_DATABASE_UNAVAILABLE, ...neverReady })),
    );
    expect(decisions.every((decision) => decision.restart)).toBe(true);
    expect(decisions.slice(0, 4).map((decision) => decision.delayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
    expect(decisions.at(-1).delayMs).toBe(MAX_RESTART_DELAY_MS);
  });

  it('never gives up on a server that once started, whatever ends it', () => {
    const decisions = replay([
      { code: 1, readyForMs: 5_000 },
      { code: EXIT_CONFIG, ...neverReady },
      { signal: 'SIGKILL', ...neverReady },
      { code: EXIT_DATABASE_UNAVAILABLE, ...neverReady },
    ]);
    expect(decisions.map((decision) => decision.restart)).toEqual([true, true, true, true]);
    expect(decisions.map((decision) => decision.delayMs)).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('restarts a server killed by a signal (the event-loop watchdog)', () => {
    expect(replay([{ signal: 'SIGKILL', readyForMs: 3_000 }])).toEqual([
      { restart: true, delayMs: 1_000, history: { everReady: true, failuresInARow: 1 } },
    ]);
  });

  it('starts the backoff over once the server had been ready for a while', () => {
    const decisions = replay([
      { code: 1, readyForMs: 1_000 },
      { code: 1, readyForMs: 1_000 },
      { code: 1, readyForMs: 1_000 },
      { code: 1, readyForMs: STABLE_RUN_MS },
      { code: 1, readyForMs: 1_000 },
    ]);
    expect(decisions.map((decision) => decision.delayMs)).toEqual([
      1_000, 2_000, 4_000, 1_000, 2_000,
    ]);
  });

  it('lets a server that ended cleanly by itself stay ended', () => {
    expect(replay([{ code: 0, readyForMs: 10_000 }])).toEqual([{ restart: false, exitCode: 0 }]);
  });
});
