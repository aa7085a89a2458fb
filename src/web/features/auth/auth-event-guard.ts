import { AUTH_DUPLICATE_EVENT_WINDOW_MS } from '../../../domain/constants';

/**
 * Spec §4: a login or logout event repeated within 600 ms (a double click, a second answer
 * racing the first) is ignored, so its notification and follow-ups happen once.
 */

export type AuthEventKind = 'login' | 'logout';

export interface AuthEvent {
  kind: AuthEventKind;
  /** ms since the epoch */
  at: number;
}

/** True when `next` repeats `previous` within the window and must be ignored. */
export function isDuplicateAuthEvent(
  previous: AuthEvent | null,
  next: AuthEvent,
  windowMs: number = AUTH_DUPLICATE_EVENT_WINDOW_MS,
): boolean {
  if (!previous || previous.kind !== next.kind) return false;
  const elapsed = next.at - previous.at;
  return elapsed >= 0 && elapsed < windowMs;
}

let lastAccepted: AuthEvent | null = null;

/** Records an event of this page; false when it duplicates the last one accepted. */
export function acceptAuthEvent(kind: AuthEventKind, at: number = Date.now()): boolean {
  const next = { kind, at };
  if (isDuplicateAuthEvent(lastAccepted, next)) return false;
  lastAccepted = next;
  return true;
}

/** Tests: start from a page that has seen no event. */
export function resetAuthEvents(): void {
  lastAccepted = null;
}
