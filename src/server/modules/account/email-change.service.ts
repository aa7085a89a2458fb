import { PROFILE_ERRORS } from '../../../domain/account/profile.errors';
import type { EmailChangeRequest, ProfileAnswer } from '../../../domain/account/profile.schema';
import { REGISTRATION_MESSAGES } from '../../../domain/auth/auth.messages';
import type { VerificationState } from '../../../domain/auth/registration.schema';
import {
  applyResend,
  checkResend,
  judgeCodeAttempt,
  newVerificationRecord,
  toVerificationState,
} from '../../../domain/auth/verification.rules';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../db/sql-state';
import { AppError } from '../../http/app-error';
import { MINUTE_MS, type RateLimitRule } from '../../security/rate-limit-guard';
import { VerificationMailNotSentError, type AccountDependencies } from '../auth/accounts';
import { verifyPassword } from '../auth/password-hash';
import { RATE_LIMITS } from '../auth/rate-limits';
import type { UserRow } from '../auth/session.repository';
import { findUserByEmail } from '../auth/user.repository';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from '../auth/verification-code';
import { invalidCode, resendRefused } from '../auth/verification-errors';
import {
  deleteVerificationsExpiredBefore,
  saveAttempts,
  saveNewVerification,
  toVerificationRecord,
  updateVerificationCode,
} from '../auth/verification.repository';
import { emailChangeCodeMail, emailChangedNoticeMail } from './email-change.mail';
import {
  deletePendingEmailChange,
  EMAIL_CHANGE_PURPOSE as PURPOSE,
  findPendingEmailChange,
  findUserById,
  moveNewsletterSubscription,
  setVerifiedEmail,
} from './profile.repository';
import { accountNotFound, answerWith, publishProfileChanged } from './profile.service';

/**
 * A logged-in customer changes the account's email (domain/account/profile.schema.ts): the
 * current password confirms the request, a 6-digit code sent to the new address proves it is
 * theirs, and only then does the account's email change. The code follows the rules of the
 * registration code (domain/auth/verification.rules: 15 minutes, 3 attempts, 3 resends after a
 * cooldown) and counts towards the new address's daily bounds shared with registration and
 * password reset. The pending change is a temp_registrations row of purpose 'email-change',
 * keyed by the new address, with the account's id in user_data: one per account, a new request
 * replaces it. Two accounts asking for the same new address replace each other's request: only
 * whoever reads that mailbox can finish either, so the newer one wins.
 */

export interface EmailChangeContext extends AccountDependencies {
  /** The shop's address, for the contact link of the notice to the old address. */
  publicUrl: string;
}

/** Wrong passwords are guesses: a few requests per account, then wait. */
export const EMAIL_CHANGE_LIMIT: RateLimitRule = {
  name: 'email-change-user',
  limit: 5,
  windowMs: 15 * MINUTE_MS,
};

/** Expired records still allow a resend; a day later they are of no use to anyone. */
const STALE_RECORD_AGE_MS = 24 * 60 * 60 * 1000;

function emailTaken(): AppError {
  return new AppError('already-exists', PROFILE_ERRORS.emailTaken, {
    newEmail: PROFILE_ERRORS.emailTaken,
  });
}

function noPendingChange(): AppError {
  return new AppError('not-found', PROFILE_ERRORS.noPendingEmailChange);
}

async function requireUserRow(ctx: EmailChangeContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw accountNotFound();
  return user;
}

/** Step one: checks the password and the address, keeps the change and mails its code. */
export async function requestEmailChange(
  ctx: EmailChangeContext,
  userId: string,
  input: Required<EmailChangeRequest>,
  now = new Date(),
): Promise<VerificationState> {
  const { db, guard, secret, mailer } = ctx;
  await guard.enforce(EMAIL_CHANGE_LIMIT, userId);
  const user = await requireUserRow(ctx, userId);
  if (!user.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw new AppError('invalid-argument', PROFILE_ERRORS.wrongPassword, {
      currentPassword: PROFILE_ERRORS.wrongPassword,
    });
  const newEmail = input.newEmail;
  if (newEmail === user.email.toLowerCase())
    throw new AppError('invalid-argument', PROFILE_ERRORS.emailSame, {
      newEmail: PROFILE_ERRORS.emailSame,
    });
  if (await findUserByEmail(db, newEmail)) throw emailTaken();
  await guard.enforce(RATE_LIMITS.codeRequestsPerEmailPerDay, newEmail);

  const code = generateVerificationCode();
  const codeHash = hashVerificationCode(secret, PURPOSE, newEmail, code);
  const record = newVerificationRecord(newEmail, now);
  await deleteVerificationsExpiredBefore(db, new Date(now.getTime() - STALE_RECORD_AGE_MS));
  await db.transaction(async (tx) => {
    await deletePendingEmailChange(tx, userId);
    await saveNewVerification(tx, {
      record,
      purpose: PURPOSE,
      codeHash,
      passwordHash: null,
      userData: { userId },
    });
  });
  try {
    await mailer.send(emailChangeCodeMail(newEmail, user.firstName, code));
  } catch (error) {
    // Nobody received this code: leave nothing behind, the user simply tries again.
    await deletePendingEmailChange(db, userId, codeHash);
    throw new VerificationMailNotSentError(REGISTRATION_MESSAGES.sendFailed, error);
  }
  return toVerificationState(record, now);
}

/** A new code for the pending change (after the cooldown, at most 3 times). */
export async function resendEmailChangeCode(
  ctx: EmailChangeContext,
  userId: string,
  now = new Date(),
): Promise<VerificationState> {
  const { db, guard, secret, mailer } = ctx;
  const pending = await findPendingEmailChange(db, userId);
  if (!pending) throw noPendingChange();
  const email = pending.email;
  await guard.enforce(RATE_LIMITS.codeRequestsPerEmailPerDay, email);
  const user = await requireUserRow(ctx, userId);

  const code = generateVerificationCode();
  const codeHash = hashVerificationCode(secret, PURPOSE, email, code);
  const resent = await db.transaction(async (tx) => {
    const row = await findPendingEmailChange(tx, userId, { forUpdate: true });
    if (row?.email !== email) throw noPendingChange();
    const previous = toVerificationRecord(row);
    const decision = checkResend(previous, now);
    if (!decision.allowed)
      throw resendRefused(decision.reason, 'retryAfterMs' in decision ? decision.retryAfterMs : 0);
    const next = applyResend(previous, now);
    await updateVerificationCode(tx, PURPOSE, next, codeHash);
    return { previous, previousCodeHash: row.codeHash, next };
  });

  try {
    await mailer.send(emailChangeCodeMail(email, user.firstName, code));
  } catch (error) {
    // Give back the code that was replaced: the user still holds it and keeps their resend.
    await updateVerificationCode(db, PURPOSE, resent.previous, resent.previousCodeHash, codeHash);
    throw new VerificationMailNotSentError(REGISTRATION_MESSAGES.resendFailed, error);
  }
  return toVerificationState(resent.next, now);
}

type VerifyOutcome =
  | { outcome: 'not-found' | 'locked' | 'expired' }
  | { outcome: 'wrong'; attemptsLeft: number; locked: boolean }
  | { outcome: 'changed'; user: UserRow; oldEmail: string };

/**
 * Step two: the right code makes the new address the account's (verified), in one transaction
 * that holds the pending change locked, with the newsletter subscription moved along. If the
 * address got an account meanwhile, the unique index refuses it: emailTaken, nothing changed.
 */
export async function verifyEmailChange(
  ctx: EmailChangeContext,
  userId: string,
  code: string,
  now = new Date(),
): Promise<ProfileAnswer> {
  const { db, guard, secret } = ctx;
  const pending = await findPendingEmailChange(db, userId);
  if (!pending) throw noPendingChange();
  // Counted before the transaction opens: the counters may be in this database, where PGlite's
  // one connection would wait for the transaction to end.
  const entries = await guard.count(RATE_LIMITS.codeEntriesPerEmailPerDay, pending.email);

  let result: VerifyOutcome;
  try {
    result = await db.transaction(async (tx): Promise<VerifyOutcome> => {
      const row = await findPendingEmailChange(tx, userId, { forUpdate: true });
      const matches =
        row !== null && verificationCodeMatches(secret, PURPOSE, row.email, code, row.codeHash);
      const judged = judgeCodeAttempt(row && toVerificationRecord(row), matches, now, entries.hits);
      if (judged.outcome === 'locked') await deletePendingEmailChange(tx, userId);
      if (judged.outcome === 'wrong') {
        if (judged.locked) await deletePendingEmailChange(tx, userId);
        else await saveAttempts(tx, row!.email, PURPOSE, judged.attempts);
        return judged;
      }
      if (judged.outcome !== 'correct') return judged;
      if (!row) return { outcome: 'not-found' };

      const before = await findUserById(tx, userId, { forUpdate: true });
      if (!before) return { outcome: 'not-found' };
      await deletePendingEmailChange(tx, userId);
      const user = await setVerifiedEmail(tx, userId, row.email, now);
      if (!user) return { outcome: 'not-found' };
      await moveNewsletterSubscription(tx, before.email, row.email);
      await publishProfileChanged(tx, userId);
      return { outcome: 'changed', user, oldEmail: before.email };
    });
  } catch (error) {
    if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
    // Registered by someone else since the code was sent: this change can never be made.
    await deletePendingEmailChange(db, userId);
    throw emailTaken();
  }

  switch (result.outcome) {
    case 'changed':
      await sendChangeNotice(ctx, result.user, result.oldEmail);
      return answerWith(db, result.user, now);
    case 'not-found':
      throw noPendingChange();
    case 'expired':
      throw new AppError('deadline-exceeded', PROFILE_ERRORS.emailCodeExpired);
    case 'locked':
      throw attemptsUsedUp();
    case 'wrong':
      throw result.locked ? attemptsUsedUp() : invalidCode(result.attemptsLeft);
  }
}

function attemptsUsedUp(): AppError {
  return new AppError('resource-exhausted', PROFILE_ERRORS.emailCodeAttempts, undefined, {
    reason: 'attempts',
  });
}

/**
 * Tells the old address. The change is made whatever happens here: a notice that cannot be
 * sent is logged, not answered as a failure of the change.
 */
async function sendChangeNotice(
  ctx: EmailChangeContext,
  user: UserRow,
  oldEmail: string,
): Promise<void> {
  try {
    await ctx.mailer.send(
      emailChangedNoticeMail(oldEmail, {
        firstName: user.firstName,
        newEmail: user.email,
        publicUrl: ctx.publicUrl,
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error }, 'email change notice not sent');
  }
}
