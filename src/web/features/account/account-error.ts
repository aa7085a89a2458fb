import { ERROR_MESSAGES } from '../../../domain/messages';
import { isApiError } from '../../lib/api-client';

/**
 * The text a form shows for a failed account request. The account endpoints refuse with the
 * shop's own Italian texts (domain/account/profile.errors.ts, domain/messages.ts) as the error's
 * message: shown as they come. Without an answer (offline), or for an answer the browser could
 * not read, the client's own text for the code stands.
 */
export function accountFailureText(error: unknown): string {
  if (!isApiError(error)) return ERROR_MESSAGES.internal;
  if (error.isNetworkError || error.code === 'internal') return error.message;
  return error.serverMessage ?? error.message;
}

/**
 * The server's message for one field of the request: the one it names for that field, or its
 * message when that is one only this field can cause (`fieldMessages`).
 */
export function fieldFailure(
  error: unknown,
  field: string,
  fieldMessages: readonly string[] = [],
): string | undefined {
  if (!isApiError(error)) return undefined;
  const named = error.fields?.[field];
  if (named) return named;
  const message = error.serverMessage;
  return message !== undefined && fieldMessages.includes(message) ? message : undefined;
}
