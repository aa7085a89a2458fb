import { ADMIN_MESSAGES } from '../../../../domain/admin/admin.messages';
import { ERROR_MESSAGES } from '../../../../domain/messages';
import { isApiError } from '../../../lib/api-client';

/**
 * The words of a failed admin request. The admin API answers its refusals (an order changed
 * meanwhile, a refund the provider did not make) with the shop's own Italian texts, which
 * ApiError keeps as `serverMessage`; those are shown as they come. No answer (offline), an
 * unexpected failure or an unreadable answer keep the client's own message.
 */
export function adminErrorText(error: unknown): string {
  if (!isApiError(error)) return ERROR_MESSAGES.internal;
  if (error.isNetworkError || error.status < 400) return error.message;
  if (error.code === 'internal' || error.code === 'unavailable') return error.message;
  return error.serverMessage ?? error.message;
}

/** The server's words about one field of a refused request (400 `fields`, or `details`). */
export function adminFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error) || error.code !== 'invalid-argument') return undefined;
  const fromFields = error.fields?.[field];
  if (fromFields) return fromFields;
  const fromDetails = error.details?.[field];
  return typeof fromDetails === 'string' ? fromDetails : undefined;
}

/** A failed admin request as the admin area shows it: "Errore: {message}" (spec §8). */
export function adminFailureText(error: unknown): string {
  return ADMIN_MESSAGES.error(adminErrorText(error));
}

/** The server's words about each field of a refused write (400 or 409 `fields`). */
export function adminFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.fields ? { ...error.fields } : {};
}
