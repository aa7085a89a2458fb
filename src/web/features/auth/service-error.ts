import { ERROR_MESSAGES } from '../../../domain/messages';
import { isApiError } from '../../lib/api-client';

/**
 * The registration and password-reset endpoints answer with the spec's own Italian texts (§8
 * "Registration service errors", the abuse and reset texts of domain/auth/auth.messages.ts) as
 * the error's message; ApiError keeps that as `serverMessage`. Those are shown as they come.
 * Without an answer (offline) the client's own message stands.
 */
export function serviceErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ERROR_MESSAGES.internal;
  if (error.isNetworkError) return error.message;
  return error.serverMessage ?? error.message;
}

/** A numeric fact of the error's details, e.g. attemptsLeft. */
export function errorDetailNumber(error: unknown, key: string): number | null {
  const value = isApiError(error) ? error.details?.[key] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** details.reason of a resource-exhausted error: 'attempts' | 'cooldown' | 'resends' | 'rate-limit'. */
export function errorReason(error: unknown): string | null {
  const value = isApiError(error) ? error.details?.reason : undefined;
  return typeof value === 'string' ? value : null;
}
