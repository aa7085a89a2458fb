/**
 * The live events of a logged-in session (GET /api/events, Server-Sent Events). No zod here:
 * the browser's events client is small and checks payloads with plain guards.
 */

/** Why a session was ended by the server. */
export const SESSION_END_REASONS = [
  /** The device record was deleted (by the admin, or by the user from another device). */
  'device-removed',
  /** The password was changed on another device (or reset). */
  'password-changed',
  /** The admin's remote-logout command for this device; `detail` holds the admin's reason. */
  'remote-logout',
  /** Ended without a notice: logged out in another tab, account deactivated. */
  'session-revoked',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** What the browser learns about its ended session, from an event or a refused request. */
export interface SessionEnded {
  reason: SessionEndReason;
  /** The remote-logout reason written by the admin; null otherwise. */
  detail: string | null;
  /** When the server ended the session (ISO 8601). */
  at: string;
}

export const SESSION_EVENT_TYPES = [
  'role-changed',
  'profile-changed',
  'cart-changed',
  'wishlist-changed',
  ...SESSION_END_REASONS,
] as const;
export type SessionEventType = (typeof SESSION_EVENT_TYPES)[number];

export interface SessionEventPayloads {
  'role-changed': { role: 'user' | 'admin' };
  /** Name, phone, avatar or email changed: the pages showing them ask again. */
  'profile-changed': Record<string, never>;
  /** The stored cart's updatedAt after the change: a tab that already has it does nothing. */
  'cart-changed': { updatedAt: string | null };
  'wishlist-changed': { updatedAt: string | null };
  'device-removed': SessionEnded;
  'password-changed': SessionEnded;
  'remote-logout': SessionEnded;
  'session-revoked': SessionEnded;
}

/** The events after which the session no longer exists: the server closes the stream. */
export function endsSession(type: SessionEventType): type is SessionEndReason {
  return (SESSION_END_REASONS as readonly string[]).includes(type);
}

export function isSessionEventType(value: unknown): value is SessionEventType {
  return (SESSION_EVENT_TYPES as readonly unknown[]).includes(value);
}

export function isSessionEnded(value: unknown): value is SessionEnded {
  if (typeof value !== 'object' || value === null) return false;
  const ended = value as Record<string, unknown>;
  return (
    (SESSION_END_REASONS as readonly unknown[]).includes(ended.reason) &&
    (ended.detail === null || typeof ended.detail === 'string') &&
    typeof ended.at === 'string'
  );
}

/** The heartbeat comment is sent this often, below every proxy's idle timeout. */
export const EVENTS_HEARTBEAT_MS = 25_000;
/** A reconnecting browser gets the events it missed for this long (Last-Event-ID). */
export const EVENTS_REPLAY_WINDOW_MS = 5 * 60 * 1000;
/** The browser reconnects after 1 s, doubling to this at most (with jitter). */
export const EVENTS_RECONNECT_MAX_MS = 30_000;
/**
 * While the channel is down the browser asks for the session this often; the cart and the
 * wishlist are read again when the tab is shown.
 */
export const EVENTS_FALLBACK_POLL_MS = 2 * 60 * 1000;
