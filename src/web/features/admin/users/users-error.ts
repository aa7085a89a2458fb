import { ADMIN_MESSAGES } from '../../../../domain/admin/admin.messages';
import { ERROR_MESSAGES } from '../../../../domain/messages';
import { isApiError } from '../../../lib/api-client';

/**
 * A failed call as the admin area shows it, "Errore: {message}" (spec §8): the admin API's own
 * Italian refusal (e.g. the last active admin) as ApiError keeps it in `serverMessage`, or the
 * client's message when no answer came.
 */
export function usersErrorText(error: unknown): string {
  if (!isApiError(error)) return ADMIN_MESSAGES.error(ERROR_MESSAGES.internal);
  if (error.isNetworkError) return ADMIN_MESSAGES.error(error.message);
  return ADMIN_MESSAGES.error(error.serverMessage ?? error.message);
}
