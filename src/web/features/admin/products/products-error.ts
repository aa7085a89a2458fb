import { ADMIN_MESSAGES } from '../../../../domain/admin/admin.messages';
import { ERROR_MESSAGES } from '../../../../domain/messages';
import { isApiError } from '../../../lib/api-client';

/**
 * A failed call as the admin area shows it, "Errore: {message}" (spec §8): the admin API's own
 * Italian refusal, kept by ApiError as `serverMessage`, or the client's message when no answer
 * came or the failure was unexpected.
 */
export function productsErrorText(error: unknown): string {
  if (!isApiError(error)) return ADMIN_MESSAGES.error(ERROR_MESSAGES.internal);
  if (error.isNetworkError || error.code === 'internal' || error.code === 'unavailable')
    return ADMIN_MESSAGES.error(error.message);
  return ADMIN_MESSAGES.error(error.serverMessage ?? error.message);
}

/** The server's words about each field of a refused write (400 or 409 `fields`). */
export function productFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  return { ...error.fields };
}
