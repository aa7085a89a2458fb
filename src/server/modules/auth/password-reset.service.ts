import type { VerificationState } from '../../../domain/auth/registration.schema';
import {
  isWithinDailyCodeEntries,
  judgeCodeAttempt,
  newVerificationRecord,
  toVerificationState,
  type VerificationRecord,
} from '../../../domain/auth/verification.rules';
import {
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_MAX_RESENDS,
  VERIFICATION_RESEND_COOLDOWN_MS,
} from '../../../domain/constants';
import type { MailMessage } from '../../mail/mailer';
import type { AccountDependencies } from './accounts';
import { hashPassword } from './password-hash';
import { RATE_LIMITS } from './rate-limits';
import type { RateLimitRule } from '../../security/rate-limit-guard';
import { findUserByEmail } from './user.repository';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from './verification-code';
import { codeExpired, invalidCode, resendRefused, tooManyAttempts } from './verification-errors';
import { passwordResetCodeMail } from './verification-mail';
import {
  deleteVerification,
  findVerification,
  replacePassword,
  saveAttempts,
  saveNewVerification,
  toVerificationRecord,
  updateVerificationCode,
} from './verification.repository';

/**
 * Password reset by emailed code, answering the same whether or not the email has an account
 * (docs/decisions/006). Only an active account gets a record and an email. For the answers to
 * match without a record, the cooldown, the resends, the attempts and the expiry of a reset are
 * also counted in the rate-limit store, per email, for every address alike: those counters
 * decide resends for everyone, and stand in for the record where there is none.
 */

const PURPOSE = 'reset';
const DAY_MS = 24 * 60 * 60 * 1000;

export const RESET_COUNTERS = {
  /** One send per cooldown: a second count within the window is refused. */
  cooldown: { name: 'reset-cooldown', limit: 1, windowMs: VERIFICATION_RESEND_COOLDOWN_MS },
  resends: { name: 'reset-resends', limit: VERIFICATION_MAX_RESENDS, windowMs: DAY_MS },
  /** Wrong codes entered where there is no record. */
  attempts: { name: 'reset-attempts', limit: VERIFICATION_MAX_ATTEMPTS, windowMs: DAY_MS },
  /** Runs for the validity of the last code sent; a first count means "no code is valid". */
  validity: {
    name: 'reset-validity',
    limit: Number.MAX_SAFE_INTEGER,
    windowMs: VERIFICATION_CODE_TTL_MS,
  },
} as const satisfies Record<string, RateLimitRule>;

/** A freshly sent code: its 15-minute validity starts and no wrong attempt counts yet. */
async function startCodeCounters({ guard }: AccountDependencies, email: string): Promise<void> {
  await guard.forget(RESET_COUNTERS.attempts, email);
  await guard.forget(RESET_COUNTERS.validity, email);
  await guard.count(RESET_COUNTERS.validity, email);
}

/**
 * Sends without making the caller wait: an SMTP round trip only for real accounts would tell
 * them apart by the response time. A failure is logged and `undo` withdraws the new code.
 */
function sendInBackground(
  { mailer, log }: AccountDependencies,
  message: MailMessage,
  undo: () => Promise<void>,
): void {
  mailer.send(message).catch(async (error: unknown) => {
    log.error({ err: error }, 'password reset email not sent');
    try {
      await undo();
    } catch (undoError) {
      log.error({ err: undoError }, 'password reset code not withdrawn');
    }
  });
}

/** Step one: a code for an active account; the same answer for any other address. */
export async function requestPasswordReset(
  deps: AccountDependencies,
  email: string,
  now = new Date(),
): Promise<VerificationState> {
  const { db, guard, secret } = deps;
  await guard.forget(RESET_COUNTERS.cooldown, email);
  await guard.forget(RESET_COUNTERS.resends, email);
  await guard.count(RESET_COUNTERS.cooldown, email);
  await startCodeCounters(deps, email);

  const record = newVerificationRecord(email, now);
  const user = await findUserByEmail(db, email);
  if (user?.isActive) {
    const code = generateVerificationCode();
    const codeHash = hashVerificationCode(secret, PURPOSE, email, code);
    await saveNewVerification(db, {
      record,
      purpose: PURPOSE,
      codeHash,
      passwordHash: null,
      userData: {},
    });
    sendInBackground(deps, passwordResetCodeMail(email, code), () =>
      deleteVerification(db, email, PURPOSE, codeHash),
    );
  }
  return toVerificationState(record, now);
}

/** A new code after the cooldown, at most 3 times; the same answers for every address. */
export async function resendPasswordReset(
  deps: AccountDependencies,
  email: string,
  now = new Date(),
): Promise<VerificationState> {
  const { db, guard, secret } = deps;
  const cooldown = await guard.count(RESET_COUNTERS.cooldown, email);
  if (!cooldown.allowed) throw resendRefused('cooldown', cooldown.retryAfterMs);
  const resends = await guard.count(RESET_COUNTERS.resends, email);
  if (!resends.allowed) throw resendRefused('resends');
  await startCodeCounters(deps, email);

  const record: VerificationRecord = {
    ...newVerificationRecord(email, now),
    resendCount: resends.hits,
  };
  const row = await findVerification(db, email, PURPOSE);
  if (row) {
    const code = generateVerificationCode();
    const codeHash = hashVerificationCode(secret, PURPOSE, email, code);
    await updateVerificationCode(db, PURPOSE, record, codeHash);
    const previous = toVerificationRecord(row);
    sendInBackground(deps, passwordResetCodeMail(email, code), () =>
      updateVerificationCode(db, PURPOSE, previous, row.codeHash, codeHash),
    );
  }
  return toVerificationState(record, now);
}

/**
 * Answers a code entered where there is no record exactly as a record would: locked beyond the
 * email's daily entries, expired when no code was sent within its validity, else a wrong code,
 * locking on the third.
 */
async function answerWithoutRecord(
  { guard }: AccountDependencies,
  email: string,
  entriesToday: number,
): Promise<never> {
  if (!isWithinDailyCodeEntries(entriesToday)) throw tooManyAttempts();
  const validity = await guard.count(RESET_COUNTERS.validity, email);
  if (validity.hits === 1) {
    await guard.forget(RESET_COUNTERS.validity, email);
    throw codeExpired();
  }
  const attempts = await guard.count(RESET_COUNTERS.attempts, email);
  const left = Math.max(0, VERIFICATION_MAX_ATTEMPTS - attempts.hits);
  if (left > 0) throw invalidCode(left);
  await guard.forget(RESET_COUNTERS.attempts, email);
  throw tooManyAttempts();
}

type ConfirmCheck =
  | { outcome: 'no-record' | 'expired' | 'locked' }
  | { outcome: 'wrong'; attemptsLeft: number; locked: boolean }
  | { outcome: 'correct'; codeHash: string };

/**
 * Step two: the right code sets the new password, notes the change and ends every session of
 * the account. Without a record (unknown email, nothing requested, code used or locked) the
 * answer comes from the counters. Every code entered counts towards the email's daily bound,
 * shared with registration, for every address alike.
 */
export async function confirmPasswordReset(
  deps: AccountDependencies,
  input: { email: string; code: string; newPassword: string; deviceId: string | null },
  now = new Date(),
): Promise<void> {
  const { db, guard, secret } = deps;
  const { email } = input;
  // Counted before the transaction opens: the counters may be in this database, where PGlite's
  // one connection would wait for the transaction to end.
  const entries = await guard.count(RATE_LIMITS.codeEntriesPerEmailPerDay, email);
  const check = await db.transaction(async (tx): Promise<ConfirmCheck> => {
    const row = await findVerification(tx, email, PURPOSE, { forUpdate: true });
    if (!row) return { outcome: 'no-record' };
    const matches = verificationCodeMatches(secret, PURPOSE, email, input.code, row.codeHash);
    const judged = judgeCodeAttempt(toVerificationRecord(row), matches, now, entries.hits);
    if (judged.outcome === 'locked') await deleteVerification(tx, email, PURPOSE);
    if (judged.outcome === 'wrong') {
      if (judged.locked) await deleteVerification(tx, email, PURPOSE);
      else await saveAttempts(tx, email, PURPOSE, judged.attempts);
    }
    if (judged.outcome === 'correct') return { outcome: 'correct', codeHash: row.codeHash };
    if (judged.outcome === 'not-found') return { outcome: 'no-record' };
    return judged;
  });

  if (check.outcome === 'correct') {
    // Hashed outside the transaction (tens of milliseconds); the code is consumed only if
    // nobody else consumed or replaced it meanwhile.
    const passwordHash = await hashPassword(input.newPassword);
    const changed = await db.transaction(async (tx) => {
      const row = await findVerification(tx, email, PURPOSE, { forUpdate: true });
      if (row?.codeHash !== check.codeHash) return false;
      await deleteVerification(tx, email, PURPOSE);
      const user = await findUserByEmail(tx, email);
      if (!user?.isActive) return false;
      await replacePassword(tx, {
        userId: user.id,
        passwordHash,
        changedAt: now,
        deviceId: input.deviceId,
      });
      return true;
    });
    if (changed) return;
    return answerWithoutRecord(deps, email, entries.hits);
  }

  switch (check.outcome) {
    case 'no-record':
      return answerWithoutRecord(deps, email, entries.hits);
    case 'expired':
      throw codeExpired();
    case 'locked':
      throw tooManyAttempts();
    case 'wrong':
      throw check.locked ? tooManyAttempts() : invalidCode(check.attemptsLeft);
  }
}
