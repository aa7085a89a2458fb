import { PROFILE_ERRORS } from '../../../domain/account/profile.errors';
import { avatarUrls } from '../../../domain/account/avatar-files';
import {
  type AccountProfile,
  type ProfileAnswer,
  type ParsedProfileUpdate,
} from '../../../domain/account/profile.schema';
import { lockReason } from '../../../domain/auth/verification.rules';
import { normalizePhone } from '../../../domain/checkout/address.rules';
import { ERROR_MESSAGES } from '../../../domain/messages';
import { publishSessionEvent } from '../session/session-events.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { displayNameOf, toSessionUser } from '../auth/auth.service';
import type { UserRow } from '../auth/session.repository';
import { toVerificationRecord, type VerificationRow } from '../auth/verification.repository';
import {
  findPendingEmailChange,
  findUserById,
  updateProfileFields,
  type ProfileChanges,
} from './profile.repository';

/**
 * The customer's own profile (domain/account/profile.schema.ts): reading it, and changing the
 * few fields a customer may change. Everything else about the account (role, email, verified
 * flag, dates) is refused here; the email has its own verified change (email-change.service).
 */

/** The account is gone (deleted in another tab while this one still had the session). */
export function accountNotFound(): AppError {
  return new AppError('not-found', ERROR_MESSAGES['not-found']);
}

/**
 * A pending change is shown while its code can still be entered or resent; a locked one is
 * of no use any more (a new request starts over).
 */
function pendingEmailOf(row: VerificationRow | null, now: Date): string | null {
  if (!row) return null;
  return lockReason(toVerificationRecord(row), now) === null ? row.email : null;
}

export function toAccountProfile(
  user: UserRow,
  pending: VerificationRow | null,
  now: Date,
): AccountProfile {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayNameOf(user),
    phoneNumber: user.phoneNumber,
    avatar: user.avatarUrl ? avatarUrls(user.avatarUrl) : null,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    pendingEmail: pendingEmailOf(pending, now),
  };
}

export async function readProfile(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<AccountProfile> {
  const user = await findUserById(db, userId);
  if (!user) throw accountNotFound();
  return toAccountProfile(user, await findPendingEmailChange(db, userId), now);
}

/** Tells the user's other open pages (other tabs, other devices) to show the change. */
export function publishProfileChanged(tx: Db, userId: string): Promise<void> {
  return publishSessionEvent(tx, { userId, type: 'profile-changed', payload: {} });
}

/** The answer of every change: the profile, and the session's user as the header shows it. */
export async function answerWith(db: Db, user: UserRow, now = new Date()): Promise<ProfileAnswer> {
  return {
    profile: toAccountProfile(user, await findPendingEmailChange(db, user.id), now),
    user: toSessionUser(user),
  };
}

/** Empty clears the phone; anything else must be a phone number, stored as E.164. */
function phoneOf(typed: string | null): string | null {
  if (typed === null || typed.trim() === '') return null;
  const phone = normalizePhone(typed);
  if (!phone)
    throw new AppError('invalid-argument', PROFILE_ERRORS.phoneInvalid, {
      phoneNumber: PROFILE_ERRORS.phoneInvalid,
    });
  return phone;
}

function changesOf(input: ParsedProfileUpdate): ProfileChanges {
  const changes: ProfileChanges = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.displayName !== undefined) changes.displayName = input.displayName;
  if (input.phoneNumber !== undefined) changes.phoneNumber = phoneOf(input.phoneNumber);
  return changes;
}

/** Changes the fields sent (absent ones stay); an invalid phone refuses the whole update. */
export async function updateProfile(
  db: Db,
  userId: string,
  input: ParsedProfileUpdate,
  now = new Date(),
): Promise<ProfileAnswer> {
  const changes = changesOf(input);
  const user =
    Object.keys(changes).length > 0
      ? await db.transaction(async (tx) => {
          const updated = await updateProfileFields(tx, userId, changes, now);
          if (updated) await publishProfileChanged(tx, userId);
          return updated;
        })
      : await findUserById(db, userId);
  if (!user) throw accountNotFound();
  return answerWith(db, user, now);
}
