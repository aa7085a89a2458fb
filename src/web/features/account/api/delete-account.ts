import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { AccountDeletion } from '../../../../domain/account/profile.schema';
import { apiRequest } from '../../../lib/api-client';
import { forgetSignedInUser } from '../../auth/api/logout';
import { NEWSLETTER_PREFERENCE_QUERY_KEY } from './get-newsletter-preference';
import { PROFILE_QUERY_KEY } from './profile-query-key';

/**
 * POST /api/account/delete (204): the password confirms it; the answer clears the session
 * cookies. 400 with fields.password for a wrong password.
 */
export function deleteAccount(request: AccountDeletion): Promise<void> {
  return apiRequest('/api/account/delete', { method: 'POST', body: request });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/**
 * After the deletion the browser forgets the user as a logout does, and the deleted account's
 * own data leaves the cache.
 */
export async function forgetDeletedAccount(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: PROFILE_QUERY_KEY });
  queryClient.removeQueries({ queryKey: NEWSLETTER_PREFERENCE_QUERY_KEY });
  await forgetSignedInUser(queryClient);
}
