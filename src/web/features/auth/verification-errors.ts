import { VERIFICATION_SCREEN_MESSAGES } from '../../../domain/auth/auth.messages';
import { isApiError } from '../../lib/api-client';
import { errorDetailNumber, errorReason, serviceErrorMessage } from './service-error';

/**
 * What a failed code check or resend means for the verification screen (spec §4 "Verification
 * states", §8 "Verification screen messages"), from the API's codes and details.
 */
export type CodeFailure =
  /** A wrong code; attempts remain. */
  | { kind: 'wrong-code'; attemptsLeft: number; message: string }
  /** Nothing more can be tried: the data is erased and the user starts again. */
  | { kind: 'locked'; reason: 'attempts' | 'resends'; message: string }
  /** The code expired: a new one can be asked for. */
  | { kind: 'expired'; message: string }
  /** The server holds no such registration (any more). */
  | { kind: 'invalid-session'; message: string }
  /** A resend asked for too early: `retryAfterSeconds` is the wait the server reports. */
  | { kind: 'cooldown'; retryAfterSeconds: number | null; message: string }
  | { kind: 'other'; message: string };

const lockedByAttempts: CodeFailure = {
  kind: 'locked',
  reason: 'attempts',
  message: VERIFICATION_SCREEN_MESSAGES.attemptsExhausted,
};

/** A failed POST …/verify (or …/confirm of a password reset). */
export function interpretVerifyError(error: unknown): CodeFailure {
  if (!isApiError(error))
    return { kind: 'other', message: VERIFICATION_SCREEN_MESSAGES.genericError };
  switch (error.code) {
    case 'invalid-argument': {
      const attemptsLeft = errorDetailNumber(error, 'attemptsLeft');
      if (attemptsLeft === null) break;
      if (attemptsLeft <= 0) return lockedByAttempts;
      return {
        kind: 'wrong-code',
        attemptsLeft,
        message: VERIFICATION_SCREEN_MESSAGES.wrongCode(attemptsLeft),
      };
    }
    case 'resource-exhausted':
      // The per-network limit is not about this code: its own text says how long to wait.
      if (errorReason(error) === 'rate-limit')
        return { kind: 'other', message: serviceErrorMessage(error) };
      return lockedByAttempts;
    case 'deadline-exceeded':
      return { kind: 'expired', message: VERIFICATION_SCREEN_MESSAGES.codeExpired };
    case 'not-found':
      return { kind: 'invalid-session', message: VERIFICATION_SCREEN_MESSAGES.invalidSession };
    default:
      break;
  }
  return { kind: 'other', message: VERIFICATION_SCREEN_MESSAGES.genericError };
}

/** A failed POST …/resend: the spec's own resend texts come from the server. */
export function interpretResendError(error: unknown): CodeFailure {
  if (isApiError(error)) {
    if (error.code === 'resource-exhausted') {
      const reason = errorReason(error);
      if (reason === 'resends')
        return {
          kind: 'locked',
          reason: 'resends',
          message: VERIFICATION_SCREEN_MESSAGES.resendsExhausted,
        };
      if (reason === 'cooldown')
        return {
          kind: 'cooldown',
          retryAfterSeconds: errorDetailNumber(error, 'retryAfterSeconds'),
          message: serviceErrorMessage(error),
        };
    }
    if (error.code === 'not-found')
      return { kind: 'invalid-session', message: VERIFICATION_SCREEN_MESSAGES.invalidSession };
  }
  return { kind: 'other', message: serviceErrorMessage(error) };
}
