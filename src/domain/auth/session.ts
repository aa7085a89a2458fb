/**
 * The session as both sides see it. No zod here: the browser's entry chunk imports this file,
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

export interface SessionResponse {
  user: SessionUser | null;
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

/** Reads GET /api/auth/session's answer; anything malformed is an error, not a guest. */
export function parseSessionResponse(value: unknown): SessionResponse {
  const user =
    typeof value === 'object' && value !== null ? (value as { user?: unknown }).user : undefined;
  if (user === null) return { user: null };
  if (isSessionUser(user)) return { user };
  throw new TypeError('Unexpected session answer');
}
