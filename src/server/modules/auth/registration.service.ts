import { timingSafeEqual } from 'node:crypto';
import { REGISTRATION_MESSAGES } from '../../../domain/auth/auth.messages';
import type { VerificationState } from '../../../domain/auth/registration.schema';
import type { SessionUser } from '../../../domain/auth/session';
import {
  applyResend,
  checkResend,
  judgeCodeAttempt,
  newVerificationRecord,
  toVerificationState,
} from '../../../domain/auth/verification.rules';
import { SESSION_TTL_MS } from '../../../domain/constants';
import { AppError } from '../../http/app-error';
import { VerificationMailNotSentError, type AccountDependencies } from './accounts';
import { toSessionUser } from './auth.service';
import { hashPassword } from './password-hash';
import { RATE_LIMITS } from './rate-limits';
import { createSession, type UserRow } from './session.repository';
import { findUserByEmail, markLoggedIn } from './user.repository';
import {
  codeExpired,
  invalidCode,
  resendRefused,
  sessionNotFound,
  tooManyAttempts,
} from './verification-errors';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from './verification-code';
import { registrationCodeMail } from './verification-mail';
import {
  deleteVerification,
  deleteVerificationsExpiredBefore,
  findVerification,
  insertVerifiedUser,
  saveAttempts,
  saveNewVerification,
  toVerificationRecord,
  updateVerificationCode,
} from './verification.repository';

/**
 * Registration by emailed code (spec §4 "Auth and registration", §7 sendVerificationCode,
 * verifyEmailCode, resendVerificationCode). The pending registration lives on the server:
 * the browser keeps only the email it is verifying.
 */

const PURPOSE = 'register';
/** Expired records still allow a resend; a day later they are of no use to anyone. */
const STALE_RECORD_AGE_MS = 24 * 60 * 60 * 1000;

export interface RegistrationInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | undefined;
}

/** Step one: keeps the registration (password hashed, code HMAC) and emails the code. */
export async function sendRegistrationCode(
  { db, mailer, secret }: AccountDependencies,
  input: RegistrationInput,
  now = new Date(),
): Promise<VerificationState> {
  const { email } = input;
  if (await findUserByEmail(db, email)) {
    throw new AppError('already-exists', REGISTRATION_MESSAGES.alreadyRegistered);
  }
  const passwordHash = await hashPassword(input.password);
  const code = generateVerificationCode();
  const codeHash = hashVerificationCode(secret, PURPOSE, email, code);
  const record = newVerificationRecord(email, now);

  await deleteVerificationsExpiredBefore(db, new Date(now.getTime() - STALE_RECORD_AGE_MS));
  await saveNewVerification(db, {
    record,
    purpose: PURPOSE,
    codeHash,
    passwordHash,
    userData: {
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber ?? null,
    },
  });
  try {
    await mailer.send(registrationCodeMail(email, input.firstName, code));
  } catch (error) {
    // Nobody received this code: leave nothing behind, the user simply tries again.
    await deleteVerification(db, email, PURPOSE, codeHash);
    throw new VerificationMailNotSentError(REGISTRATION_MESSAGES.sendFailed, error);
  }
  return toVerificationState(record, now);
}

function sameHash(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

type VerifyOutcome =
  | { outcome: 'not-found' | 'locked' | 'expired' | 'already-exists' }
  | { outcome: 'wrong'; attemptsLeft: number; locked: boolean }
  | { outcome: 'signed-in'; user: UserRow; token: string; expiresAt: Date };

/**
 * Step two: checks the code; the right one creates the account (emailVerified and
 * setupCompleted true) and opens a session, all in one transaction that holds the record
 * locked, so two requests with the same code cannot both succeed. Every code entered counts
 * towards the email's daily bound, shared with password reset (domain verification.rules).
 */
export async function verifyRegistrationCode(
  { db, guard, secret }: AccountDependencies,
  { email, code }: { email: string; code: string },
  now = new Date(),
): Promise<{ user: SessionUser; token: string; expiresAt: Date }> {
  // Counted before the transaction opens: the counters may be in this database, where PGlite's
  // one connection would wait for the transaction to end.
  const entries = await guard.count(RATE_LIMITS.codeEntriesPerEmailPerDay, email);
  const result = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    const row = await findVerification(tx, email, PURPOSE, { forUpdate: true });
    const matches =
      row !== null && verificationCodeMatches(secret, PURPOSE, email, code, row.codeHash);
    const judged = judgeCodeAttempt(row && toVerificationRecord(row), matches, now, entries.hits);
    if (judged.outcome === 'locked') await deleteVerification(tx, email, PURPOSE);
    if (judged.outcome === 'wrong') {
      if (judged.locked) await deleteVerification(tx, email, PURPOSE);
      else await saveAttempts(tx, email, PURPOSE, judged.attempts);
      return judged;
    }
    if (judged.outcome !== 'correct') return judged;
    if (!row?.passwordHash) return { outcome: 'not-found' };

    const userData = row.userData;
    let user = await insertVerifiedUser(tx, {
      email,
      passwordHash: row.passwordHash,
      firstName: userData.firstName ?? '',
      lastName: userData.lastName ?? '',
      phoneNumber: userData.phoneNumber ?? null,
    });
    if (!user) {
      // The email got an account meanwhile. Sign in only if that account holds this
      // registration's own password hash (the pending password can only be compared that way:
      // it is kept hashed); never take over anyone else's account.
      const existing = await findUserByEmail(tx, email);
      if (!existing?.isActive || !sameHash(existing.passwordHash, row.passwordHash)) {
        await deleteVerification(tx, email, PURPOSE);
        return { outcome: 'already-exists' };
      }
      user = existing;
    }
    await deleteVerification(tx, email, PURPOSE);
    const session = await createSession(tx, user.id, SESSION_TTL_MS);
    await markLoggedIn(tx, user.id);
    return { outcome: 'signed-in', user, ...session };
  });

  switch (result.outcome) {
    case 'signed-in':
      return { user: toSessionUser(result.user), token: result.token, expiresAt: result.expiresAt };
    case 'not-found':
      throw sessionNotFound();
    case 'expired':
      throw codeExpired();
    case 'locked':
      throw tooManyAttempts();
    case 'already-exists':
      throw new AppError('already-exists', REGISTRATION_MESSAGES.alreadyRegistered);
    case 'wrong':
      throw result.locked ? tooManyAttempts() : invalidCode(result.attemptsLeft);
  }
}

/** A new code (after the cooldown, at most 3 times), with a new 15-minute validity. */
export async function resendRegistrationCode(
  { db, mailer, secret }: AccountDependencies,
  email: string,
  now = new Date(),
): Promise<VerificationState> {
  const code = generateVerificationCode();
  const codeHash = hashVerificationCode(secret, PURPOSE, email, code);
  const resent = await db.transaction(async (tx) => {
    const row = await findVerification(tx, email, PURPOSE, { forUpdate: true });
    if (!row) throw sessionNotFound();
    const previous = toVerificationRecord(row);
    const decision = checkResend(previous, now);
    if (!decision.allowed)
      throw resendRefused(decision.reason, 'retryAfterMs' in decision ? decision.retryAfterMs : 0);
    const next = applyResend(previous, now);
    await updateVerificationCode(tx, PURPOSE, next, codeHash);
    return { previous, previousCodeHash: row.codeHash, next, firstName: row.userData.firstName };
  });

  try {
    await mailer.send(registrationCodeMail(email, resent.firstName ?? '', code));
  } catch (error) {
    // Give back the code that was replaced: the user still holds it and keeps their resend.
    await updateVerificationCode(db, PURPOSE, resent.previous, resent.previousCodeHash, codeHash);
    throw new VerificationMailNotSentError(REGISTRATION_MESSAGES.resendFailed, error);
  }
  return toVerificationState(resent.next, now);
}

/** What the verification screen shows; an expired record still has a state (resend offer). */
export async function readRegistrationState(
  { db }: AccountDependencies,
  email: string,
  now = new Date(),
): Promise<VerificationState> {
  const row = await findVerification(db, email, PURPOSE);
  if (!row) throw sessionNotFound();
  return toVerificationState(toVerificationRecord(row), now);
}
