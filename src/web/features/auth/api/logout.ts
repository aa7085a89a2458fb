import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '../../../../domain/messages';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../notifications/notifications.store';
import { broadcastLogout } from '../../session/activity';
import { acceptAuthEvent } from '../auth-event-guard';
import { SESSION_QUERY_KEY, setSessionUser } from './get-session';

export function logout() {
  return apiRequest('/api/auth/logout', { method: 'POST' });
}

/**
 * What the browser does when the user is gone (logout, account deleted): the session becomes a
 * guest's, the server is asked again, and the browser's other tabs log out too (spec §4).
 */
export async function forgetSignedInUser(queryClient: QueryClient): Promise<void> {
  setSessionUser(queryClient, null);
  broadcastLogout();
  await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onError: (error) => {
      // Spec §8: a logout failure is only logged; the browser forgets the user regardless.
      console.warn('Logout failed', error);
    },
    onSettled: async () => {
      // A second logout within the window (a double click) is not announced twice (spec §4).
      if (acceptAuthEvent('logout')) notify(AUTH_MESSAGES.logoutSuccess, { kind: 'success' });
      await forgetSignedInUser(queryClient);
    },
  });
}
