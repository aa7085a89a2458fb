import {
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_MAX_RESENDS,
  VERIFICATION_RESEND_COOLDOWN_MS,
} from '../constants';
import type { VerificationState } from './registration.schema';

/**
 * Rules of an emailed verification code (spec §2.7, §4 "Verification states", §5, §9): valid
 * 15 minutes, 3 attempts, a resend only after 120 s and at most 3 resends. Pure functions of a
 * record and the current time, shared by the server (which enforces them) and the browser
 * (which shows the countdowns).
 */

/**
 * Daily bounds per email address, registration and password reset together (docs/decisions/006).
 * The per-code rules start again with every new code — a resend, a new registration, a new
 * reset — so on their own they would let one address be guessed at hundreds of times a day.
 */
export const VERIFICATION_DAILY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Code requests per address per day: first codes and resends. */
export const VERIFICATION_CODE_REQUESTS_PER_DAY_MAX = 10;
/** Codes entered per address per day, right or wrong. */
export const VERIFICATION_CODE_ENTRIES_PER_DAY_MAX = 15;

/** Whether a code entered may still be checked; `entriesToday` counts this one too. */
export function isWithinDailyCodeEntries(entriesToday: number): boolean {
  return entriesToday <= VERIFICATION_CODE_ENTRIES_PER_DAY_MAX;
}

/** What the rules need of a pending registration or password reset. */
export interface VerificationRecord {
  email: string;
  /** Wrong codes entered for the current code. */
  attempts: number;
  maxAttempts: number;
  /** Resends used since the first code was sent. */
  resendCount: number;
  expiresAt: Date;
  /** When the current code was sent: the first send or the last resend. */
  lastResendAt: Date | null;
}

export type LockReason = 'attempts' | 'resends';

export type ResendDecision =
  | { allowed: true }
  | { allowed: false; reason: 'resends' }
  | { allowed: false; reason: 'cooldown'; retryAfterMs: number };

export type CodeAttemptOutcome =
  | { outcome: 'not-found' }
  | { outcome: 'locked' }
  | { outcome: 'expired' }
  | { outcome: 'correct' }
  /** `attempts` is the new count to store; `locked` means the record must now be erased. */
  | { outcome: 'wrong'; attempts: number; attemptsLeft: number; locked: boolean };

export function codeExpiresAt(now: Date): Date {
  return new Date(now.getTime() + VERIFICATION_CODE_TTL_MS);
}

/** A record as created when the first code is sent. */
export function newVerificationRecord(email: string, now: Date): VerificationRecord {
  return {
    email,
    attempts: 0,
    maxAttempts: VERIFICATION_MAX_ATTEMPTS,
    resendCount: 0,
    expiresAt: codeExpiresAt(now),
    lastResendAt: now,
  };
}

/** A code is valid up to, not including, its expiry instant. */
export function isCodeExpired(record: Pick<VerificationRecord, 'expiresAt'>, now: Date): boolean {
  return now.getTime() >= record.expiresAt.getTime();
}

export function attemptsLeft(record: Pick<VerificationRecord, 'attempts' | 'maxAttempts'>): number {
  return Math.max(0, record.maxAttempts - record.attempts);
}

export function resendsLeft(record: Pick<VerificationRecord, 'resendCount'>): number {
  return Math.max(0, VERIFICATION_MAX_RESENDS - record.resendCount);
}

/** The end of the cooldown that follows the sending of the current code. */
export function resendAvailableAt(
  record: Pick<VerificationRecord, 'lastResendAt' | 'expiresAt'>,
): Date {
  // Without a send time, the code was sent one validity period before it expires.
  const sentAt =
    record.lastResendAt?.getTime() ?? record.expiresAt.getTime() - VERIFICATION_CODE_TTL_MS;
  return new Date(sentAt + VERIFICATION_RESEND_COOLDOWN_MS);
}

/**
 * Spec §5: a resend is allowed only after the cooldown and while fewer than 3 resends were
 * used. Exhausted resends are reported first: waiting would not help.
 */
export function checkResend(record: VerificationRecord, now: Date): ResendDecision {
  if (resendsLeft(record) === 0) return { allowed: false, reason: 'resends' };
  const waitMs = resendAvailableAt(record).getTime() - now.getTime();
  if (waitMs > 0) return { allowed: false, reason: 'cooldown', retryAfterMs: waitMs };
  return { allowed: true };
}

/** The record after a resend: a new 15-minute code with all its attempts. */
export function applyResend(record: VerificationRecord, now: Date): VerificationRecord {
  return {
    ...record,
    attempts: 0,
    resendCount: record.resendCount + 1,
    expiresAt: codeExpiresAt(now),
    lastResendAt: now,
  };
}

/**
 * Spec §4 "locked": no way forward is left. Attempts lock at once. Used-up resends lock only
 * once the current code has expired too: until then the last code sent can still be entered.
 */
export function lockReason(record: VerificationRecord, now: Date): LockReason | null {
  if (attemptsLeft(record) === 0) return 'attempts';
  if (resendsLeft(record) === 0 && isCodeExpired(record, now)) return 'resends';
  return null;
}

/**
 * Judges one entered code. An expired code is not counted as an attempt (the record stays, so
 * a resend can follow); a wrong one uses an attempt, and the last attempt locks. Beyond the
 * address's daily entries (`entriesToday`, this one included) the record is locked whatever
 * the code: a new code must not bring new guesses.
 */
export function judgeCodeAttempt(
  record: VerificationRecord | null,
  codeMatches: boolean,
  now: Date,
  entriesToday: number,
): CodeAttemptOutcome {
  if (!record) return { outcome: 'not-found' };
  if (!isWithinDailyCodeEntries(entriesToday)) return { outcome: 'locked' };
  if (attemptsLeft(record) === 0) return { outcome: 'locked' };
  if (isCodeExpired(record, now)) return { outcome: 'expired' };
  if (codeMatches) return { outcome: 'correct' };
  const attempts = record.attempts + 1;
  const left = attemptsLeft({ attempts, maxAttempts: record.maxAttempts });
  return { outcome: 'wrong', attempts, attemptsLeft: left, locked: left === 0 };
}

/**
 * What the verification screen shows. `resendAvailableAt` is never in the past, so a countdown
 * computed from it never goes below zero; the screen tells "expired" from `expiresAt`.
 */
export function toVerificationState(record: VerificationRecord, now: Date): VerificationState {
  const resendAt = Math.max(resendAvailableAt(record).getTime(), now.getTime());
  return {
    email: record.email,
    expiresAt: record.expiresAt.toISOString(),
    attemptsLeft: attemptsLeft(record),
    resendAvailableAt: new Date(resendAt).toISOString(),
    resendsLeft: resendsLeft(record),
  };
}
