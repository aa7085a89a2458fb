import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers, tempRegistrations, users } from '../../db/schema';
import type { UserRow } from '../auth/session.repository';
import type { VerificationRow } from '../auth/verification.repository';

/**
 * Queries of the customer's own profile: the users row, and the pending email change, which is
 * a temp_registrations row of purpose 'email-change' keyed by the new address and holding the
 * account's id in user_data. Functions take a Db or the transaction of the caller.
 */

export const EMAIL_CHANGE_PURPOSE = 'email-change';

export type ProfileChanges = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'displayName' | 'phoneNumber'>
>;

/** The user's row; `forUpdate` locks it until the caller's transaction ends. */
export async function findUserById(
  db: Db,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserRow | null> {
  const query = db.select().from(users).where(eq(users.id, userId)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function updateProfileFields(
  db: Db,
  userId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return rows[0] ?? null;
}

/** Sets (or clears) the avatar's base URL; returns the row as it now is. */
export async function setAvatarBase(
  db: Db,
  userId: string,
  base: string | null,
  now: Date,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ avatarUrl: base, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return rows[0] ?? null;
}

const pendingChangeOf = (userId: string) =>
  and(
    eq(tempRegistrations.purpose, EMAIL_CHANGE_PURPOSE),
    sql`${tempRegistrations.userData} ->> 'userId' = ${userId}`,
  );

/** The user's pending email change, if any; `forUpdate` locks it. */
export async function findPendingEmailChange(
  db: Db,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<VerificationRow | null> {
  const query = db.select().from(tempRegistrations).where(pendingChangeOf(userId)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/**
 * Erases the user's pending email change. With `onlyIfCodeHash`, only if it still holds that
 * code (a failed email must not erase a newer request).
 */
export async function deletePendingEmailChange(
  db: Db,
  userId: string,
  onlyIfCodeHash?: string,
): Promise<void> {
  await db
    .delete(tempRegistrations)
    .where(
      onlyIfCodeHash
        ? and(pendingChangeOf(userId), eq(tempRegistrations.codeHash, onlyIfCodeHash))
        : pendingChangeOf(userId),
    );
}

/**
 * The new address becomes the account's, verified. Throws PostgreSQL's unique violation when
 * another account has it (the unique index on lower(email) decides).
 */
export async function setVerifiedEmail(
  db: Db,
  userId: string,
  email: string,
  now: Date,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ email, emailVerified: true, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return rows[0] ?? null;
}

/**
 * The newsletter subscription of the old address follows the account to the new one, unless
 * the new address has a subscription of its own (which then stays as it is).
 */
export async function moveNewsletterSubscription(db: Db, from: string, to: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ email: to })
    .where(
      and(
        sql`lower(${newsletterSubscribers.email}) = ${from.toLowerCase()}`,
        sql`NOT EXISTS (SELECT 1 FROM ${newsletterSubscribers} AS other WHERE lower(other.email) = ${to.toLowerCase()})`,
      ),
    );
}
