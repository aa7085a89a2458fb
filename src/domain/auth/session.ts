import { isSessionEnded, type SessionEnded } from '../session/session-events';

/**
 * The session as both sides see it. No zod here: the browser's start-up chunk imports this file,
 * so the session answer is checked by a plain guard; the zod schemas are in session.schema.ts.
 */

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The logged-in user as the browser sees it: display data only, never secrets. */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  role: Role;
}

/** Spec §4 idle logout: the server's limits, so the page and the server count alike. */
export interface IdleLimits {
  logoutMs: number;
  warningMs: number;
}

export interface SessionResponse {
  user: SessionUser | null;
  /** Present on GET /api/auth/session. */
  idle?: IdleLimits;
  /**
   * Present when the cookie sent named a session the server had ended (device removed,
   * password changed, remote logout): the page shows why; the answer also clears the cookies.
   */
  ended?: SessionEnded | null;
}

/** Spec §6: the role defaults to user when absent. */
export function roleOf(value: unknown): Role {
  return value === 'admin' ? 'admin' : 'user';
}

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.displayName === 'string' &&
    isNullableString(user.firstName) &&
    isNullableString(user.lastName) &&
    isNullableString(user.avatarUrl) &&
    (ROLES as readonly unknown[]).includes(user.role)
  );
}

function isIdleLimits(value: unknown): value is IdleLimits {
  if (typeof value !== 'object' || value === null) return false;
  const limits = value as Record<string, unknown>;
  return (
    typeof limits.logoutMs === 'number' &&
    typeof limits.warningMs === 'number' &&
    limits.logoutMs > limits.warningMs &&
    limits.warningMs > 0
  );
}

/** Reads GET /api/auth/session's answer; anything malformed is an error, not a guest. */
export function parseSessionResponse(value: unknown): SessionResponse {
  if (typeof value !== 'object' || value === null) throw new TypeError('Unexpected session answer');
  const answer = value as { user?: unknown; idle?: unknown; ended?: unknown };
  const response: SessionResponse = { user: null };
  if (answer.user !== null) {
    if (!isSessionUser(answer.user)) throw new TypeError('Unexpected session answer');
    response.user = answer.user;
  }
  if (answer.idle !== undefined) {
    if (!isIdleLimits(answer.idle)) throw new TypeError('Unexpected session answer');
    response.idle = answer.idle;
  }
  if (answer.ended !== undefined && answer.ended !== null) {
    if (!isSessionEnded(answer.ended)) throw new TypeError('Unexpected session answer');
    response.ended = answer.ended;
  }
  return response;
}
