import type { IdleLimits } from '../../../domain/auth/session';

/**
 * Spec §4 idle logout, as pure rules: where a browser stands between its last activity and the
 * logout, and when the idle warning speaks to screen readers.
 */

export type IdlePhaseName = 'active' | 'warning' | 'expired';

export interface IdlePhase {
  phase: IdlePhaseName;
  /** Whole seconds left before the logout, rounded up (0 once expired). */
  secondsLeft: number;
}

/** Below this many seconds the warning is announced once more. */
export const IDLE_ANNOUNCE_AGAIN_AT_SECONDS = 10;

/**
 * The warning starts `logoutMs − warningMs` after the last activity and the logout comes at
 * `logoutMs`. A last activity in the future (the clock was set back) counts as just now.
 */
export function idlePhase(lastActivityAt: number, now: number, limits: IdleLimits): IdlePhase {
  const elapsed = Math.max(0, now - lastActivityAt);
  const remaining = limits.logoutMs - elapsed;
  if (remaining <= 0) return { phase: 'expired', secondsLeft: 0 };
  const secondsLeft = Math.ceil(remaining / 1000);
  return { phase: remaining <= limits.warningMs ? 'warning' : 'active', secondsLeft };
}

/**
 * A countdown read aloud every second drowns everything else: the warning is announced when it
 * appears (`previousSecondsLeft` null) and once more when it drops to the last ten seconds.
 */
export function shouldAnnounceCountdown(
  previousSecondsLeft: number | null,
  secondsLeft: number,
): boolean {
  if (previousSecondsLeft === null) return true;
  return (
    previousSecondsLeft > IDLE_ANNOUNCE_AGAIN_AT_SECONDS &&
    secondsLeft <= IDLE_ANNOUNCE_AGAIN_AT_SECONDS
  );
}
