import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../../domain/auth/session';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
} from '../../../../domain/admin/users.schema';
import { endSessions } from '../../session/session-end';
import { publishSessionEvent } from '../../session/session-events.repository';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The name an admin sees: the display name, else first and last name; null when none. */
function nameOf(user: Pick<UserRow, 'displayName' | 'firstName' | 'lastName'>): string | null {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return user.displayName?.trim() || fullName || null;
}

export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: nameOf(user),
    role: user.role === 'admin' ? 'admin' : 'user',
    emailVerified: user.emailVerified,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

/** `text` as an ILIKE pattern matching it anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filtersOf(query: AdminUsersQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        sql`${users.email} ILIKE ${pattern}`,
        sql`${users.displayName} ILIKE ${pattern}`,
        sql`concat_ws(' ', ${users.firstName}, ${users.lastName}) ILIKE ${pattern}`,
      ),
    );
  }
  if (query.role !== 'all') filters.push(eq(users.role, query.role));
  if (query.state !== 'all') filters.push(eq(users.isActive, query.state === 'active'));
  return and(...filters);
}

/** One page of the users matching the search and filters, newest first. */
export async function listUsers(db: Db, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const where = filtersOf(query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ value: count() }).from(users).where(where),
  ]);
  const total = totalRow?.value ?? 0;
  return {
    users: rows.map(toAdminUser),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE)),
    total,
  };
}

export async function setUserActive(tx: Db, id: string, active: boolean): Promise<void> {
  await tx
    .update(users)
    .set({ isActive: active, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Changes the role; the user's open pages hear it on their live streams. */
export async function setUserRole(tx: Db, id: string, role: Role): Promise<void> {
  await tx
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, id));
  await publishSessionEvent(tx, { userId: id, type: 'role-changed', payload: { role } });
}

/** Ends every session of the user: each of their cookies is refused from the next request on. */
export async function deleteUserSessions(tx: Db, userId: string): Promise<void> {
  await endSessions(tx, { userId, all: true }, 'session-revoked');
}

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
