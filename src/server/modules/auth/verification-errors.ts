import { REGISTRATION_MESSAGES } from '../../../domain/auth/auth.messages';
import { AppError } from '../../http/app-error';
import { secondsUntil } from '../../security/rate-limit-guard';

/** The failures of code verification, with the spec's codes, texts and details (§8). */

export function sessionNotFound(): AppError {
  return new AppError('not-found', REGISTRATION_MESSAGES.sessionNotFound);
}

export function codeExpired(): AppError {
  return new AppError('deadline-exceeded', REGISTRATION_MESSAGES.codeExpired);
}

export function invalidCode(attemptsLeft: number): AppError {
  return new AppError('invalid-argument', REGISTRATION_MESSAGES.invalidCode, undefined, {
    attemptsLeft,
  });
}

/** The last attempt failed: the record is erased and the user starts again. */
export function tooManyAttempts(): AppError {
  return new AppError('resource-exhausted', REGISTRATION_MESSAGES.tooManyAttempts, undefined, {
    reason: 'attempts',
  });
}

export function resendRefused(reason: 'cooldown' | 'resends', retryAfterMs = 0): AppError {
  return new AppError(
    'resource-exhausted',
    REGISTRATION_MESSAGES.resendWait,
    undefined,
    reason === 'cooldown' ? { reason, retryAfterSeconds: secondsUntil(retryAfterMs) } : { reason },
  );
}
