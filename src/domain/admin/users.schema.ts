import { z } from 'zod';
import { ROLES, type Role } from '../auth/session';
import { isStorableText } from '../input.schema';
import type { AuditAction } from './audit';
import { USER_MESSAGES } from './users.messages';

/**
 * The admin users API (issue "Admin" §4):
 *
 *   GET  /api/admin/users?q=&role=&state=&page=  → AdminUsersPage (25 a page, newest first)
 *   POST /api/admin/users/:id/active  { active }  → AdminUserResponse
 *   POST /api/admin/users/:id/role    { role }    → AdminUserResponse
 *
 * Refusals: 400 invalid-argument; 404 not-found; 409 already-exists with details.reason 'self'
 * (an admin never changes their own account) or 'last-admin' (one active admin always stays);
 * 403 when the caller stopped being an active admin meanwhile.
 */

export const ADMIN_USERS_PAGE_SIZE = 25;
export const USER_SEARCH_MAX_LENGTH = 100;

export const USER_ROLE_FILTERS = ['all', 'user', 'admin'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
export const USER_STATE_FILTERS = ['all', 'active', 'inactive'] as const;
export type UserStateFilter = (typeof USER_STATE_FILTERS)[number];

export const adminUsersQuerySchema = z.object({
  q: z
    .string(USER_MESSAGES.invalidQuery)
    .refine(isStorableText, { error: USER_MESSAGES.invalidQuery, abort: true })
    .trim()
    .max(USER_SEARCH_MAX_LENGTH, USER_MESSAGES.queryTooLong(USER_SEARCH_MAX_LENGTH))
    .default(''),
  role: z.enum(USER_ROLE_FILTERS, USER_MESSAGES.invalidRoleFilter).default('all'),
  state: z.enum(USER_STATE_FILTERS, USER_MESSAGES.invalidStateFilter).default('all'),
  page: z.coerce
    .number(USER_MESSAGES.invalidPage)
    .int(USER_MESSAGES.invalidPage)
    .min(1, USER_MESSAGES.invalidPage)
    .max(100_000, USER_MESSAGES.invalidPage)
    .default(1),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const userIdParamsSchema = z.object({ id: z.uuid(USER_MESSAGES.invalidUserId) });

export const setUserActiveRequestSchema = z.object({
  active: z.boolean(USER_MESSAGES.invalidActive),
});
export type SetUserActiveRequest = z.input<typeof setUserActiveRequestSchema>;

export const setUserRoleRequestSchema = z.object({
  role: z.enum(ROLES, USER_MESSAGES.invalidRole),
});
export type SetUserRoleRequest = z.input<typeof setUserRoleRequestSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The display name, else first and last name; null when the user gave none. */
  name: z.string().nullable(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

/** What an admin asks of another account. */
export type UserChange = { kind: 'active'; active: boolean } | { kind: 'role'; role: Role };

export interface UserAccountState {
  id: string;
  role: Role;
  isActive: boolean;
}

export type UserChangeRefusal = 'self' | 'last-admin';

export function isActiveAdmin(user: Pick<UserAccountState, 'role' | 'isActive'>): boolean {
  return user.role === 'admin' && user.isActive;
}

/** The account after the change. */
export function applyUserChange<T extends UserAccountState>(user: T, change: UserChange): T {
  return change.kind === 'active'
    ? { ...user, isActive: change.active }
    : { ...user, role: change.role };
}

/**
 * Why a change must not be made, or null. An admin never changes their own account (they could
 * lock themselves out), and the shop always keeps one active admin: `otherActiveAdmins` counts
 * the active admins other than the target, read under lock.
 */
export function refuseUserChange({
  actorId,
  target,
  change,
  otherActiveAdmins,
}: {
  actorId: string;
  target: UserAccountState;
  change: UserChange;
  otherActiveAdmins: number;
}): UserChangeRefusal | null {
  if (target.id === actorId) return 'self';
  const losesAdmin = isActiveAdmin(target) && !isActiveAdmin(applyUserChange(target, change));
  if (losesAdmin && otherActiveAdmins < 1) return 'last-admin';
  return null;
}

/** The audit action a change is recorded as; null when it changes nothing. */
export function auditActionOf(target: UserAccountState, change: UserChange): AuditAction | null {
  if (change.kind === 'active') {
    if (change.active === target.isActive) return null;
    return change.active ? 'user.activate' : 'user.deactivate';
  }
  if (change.role === target.role) return null;
  return change.role === 'admin' ? 'user.promote' : 'user.demote';
}

/** The notification of a change made. */
export function userChangeMessage(email: string, change: UserChange): string {
  if (change.kind === 'active')
    return change.active ? USER_MESSAGES.activated(email) : USER_MESSAGES.deactivated(email);
  return change.role === 'admin' ? USER_MESSAGES.promoted(email) : USER_MESSAGES.demoted(email);
}
