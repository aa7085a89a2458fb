import { and, eq, lt } from 'drizzle-orm';
import type { VerificationRecord } from '../../../domain/auth/verification.rules';
import { endSessions } from '../session/session-end';
import type { Db } from '../../db/client';
import { passwordChanges, tempRegistrations, users } from '../../db/schema';
import type { UserRow } from './session.repository';
import type { VerificationPurpose } from './verification-code';

/**
 * Queries of the pending registrations and password resets (table temp_registrations, one row
 * per email and purpose). The code is stored only as its HMAC, the password only as its scrypt
 * hash. Functions take a Db or the transaction of the caller.
 */

export type VerificationRow = typeof tempRegistrations.$inferSelect;

export function toVerificationRecord(row: VerificationRow): VerificationRecord {
  return {
    email: row.email,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    resendCount: row.resendCount,
    expiresAt: row.expiresAt,
    lastResendAt: row.lastResendAt,
  };
}

const keyOf = (email: string, purpose: VerificationPurpose) =>
  and(eq(tempRegistrations.email, email), eq(tempRegistrations.purpose, purpose));

/** The pending record; `forUpdate` locks it until the caller's transaction ends. */
export async function findVerification(
  db: Db,
  email: string,
  purpose: VerificationPurpose,
  options: { forUpdate?: boolean } = {},
): Promise<VerificationRow | null> {
  const query = db.select().from(tempRegistrations).where(keyOf(email, purpose)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** Creates the record, or replaces a previous one for the same email and purpose. */
export async function saveNewVerification(
  db: Db,
  values: {
    record: VerificationRecord;
    purpose: VerificationPurpose;
    codeHash: string;
    passwordHash: string | null;
    userData: Record<string, string | null>;
  },
): Promise<void> {
  const { record, purpose, codeHash, passwordHash, userData } = values;
  const columns = {
    codeHash,
    passwordHash,
    userData,
    attempts: record.attempts,
    maxAttempts: record.maxAttempts,
    resendCount: record.resendCount,
    expiresAt: record.expiresAt,
    lastResendAt: record.lastResendAt,
    createdAt: record.lastResendAt ?? new Date(),
  };
  await db
    .insert(tempRegistrations)
    .values({ email: record.email, purpose, ...columns })
    .onConflictDoUpdate({
      target: [tempRegistrations.email, tempRegistrations.purpose],
      set: columns,
    });
}

/** Stores a new code and the counters that go with it (a resend, or undoing one). */
export async function updateVerificationCode(
  db: Db,
  purpose: VerificationPurpose,
  record: VerificationRecord,
  codeHash: string,
  onlyIfCodeHash?: string,
): Promise<void> {
  await db
    .update(tempRegistrations)
    .set({
      codeHash,
      attempts: record.attempts,
      resendCount: record.resendCount,
      expiresAt: record.expiresAt,
      lastResendAt: record.lastResendAt,
    })
    .where(
      onlyIfCodeHash
        ? and(keyOf(record.email, purpose), eq(tempRegistrations.codeHash, onlyIfCodeHash))
        : keyOf(record.email, purpose),
    );
}

export async function saveAttempts(
  db: Db,
  email: string,
  purpose: VerificationPurpose,
  attempts: number,
): Promise<void> {
  await db.update(tempRegistrations).set({ attempts }).where(keyOf(email, purpose));
}

/**
 * Erases the record. With `onlyIfCodeHash`, only if it still holds that code: a failed email
 * must not erase a record that a newer request has replaced meanwhile.
 */
export async function deleteVerification(
  db: Db,
  email: string,
  purpose: VerificationPurpose,
  onlyIfCodeHash?: string,
): Promise<void> {
  await db
    .delete(tempRegistrations)
    .where(
      onlyIfCodeHash
        ? and(keyOf(email, purpose), eq(tempRegistrations.codeHash, onlyIfCodeHash))
        : keyOf(email, purpose),
    );
}

/** Records that expired long ago serve no resend any more. */
export async function deleteVerificationsExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.delete(tempRegistrations).where(lt(tempRegistrations.expiresAt, before));
}

/**
 * Creates the account of a verified registration. Returns null when the email already has one
 * (the unique index on lower(email) decides, so two requests cannot both create it).
 */
export async function insertVerifiedUser(
  db: Db,
  values: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phoneNumber: string | null;
  },
): Promise<UserRow | null> {
  const rows = await db
    .insert(users)
    .values({
      ...values,
      displayName: `${values.firstName} ${values.lastName}`.trim(),
      emailVerified: true,
      setupCompleted: true,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/**
 * Sets a new password, notes the change (spec §3 password-change marker) and ends every session
 * of the user: after a reset, nobody stays logged in with the old password.
 */
export async function replacePassword(
  db: Db,
  values: {
    userId: string;
    passwordHash: string;
    changedAt: Date;
    deviceId: string | null;
    /** The session that changed it stays logged in (a change from the settings page). */
    keepSessionId?: string;
  },
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: values.passwordHash, updatedAt: values.changedAt })
    .where(eq(users.id, values.userId));
  await db.insert(passwordChanges).values({
    userId: values.userId,
    changedAt: values.changedAt,
    changedByDeviceId: values.deviceId,
  });
  await endSessions(
    db,
    values.keepSessionId
      ? { userId: values.userId, allExcept: values.keepSessionId }
      : { userId: values.userId, all: true },
    'password-changed',
    null,
    values.changedAt,
  );
}
