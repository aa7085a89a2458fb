import { ADMIN_MESSAGES } from '../../../../domain/admin/admin.messages';
import { ERROR_MESSAGES } from '../../../../domain/messages';
import { isApiError } from '../../../lib/api-client';

/**
 * A failed call as the admin area shows it, "Errore: {message}" (spec §8). The admin API
 * answers its refusals with their own Italian text (e.g. 'Impossibile eliminare "iPhone": 17
 * prodotti associati'), kept by ApiError as `serverMessage`; without an answer (offline) the
 * client's own message stands.
 */
export function categoriesErrorText(error: unknown): string {
  if (!isApiError(error)) return ADMIN_MESSAGES.error(ERROR_MESSAGES.internal);
  if (error.isNetworkError) return ADMIN_MESSAGES.error(error.message);
  return ADMIN_MESSAGES.error(error.serverMessage ?? error.message);
}

/** The per-field messages of a refused form (invalid input, or a name already taken). */
export function categoriesFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.fields ? { ...error.fields } : {};
}
