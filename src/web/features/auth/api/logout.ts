import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '../../../../domain/messages';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../notifications/notifications.store';
import { broadcastLogout } from '../../session/activity';
import { acceptAuthEvent } from '../auth-event-guard';
import { SESSION_QUERY_KEY, setSessionUser } from './get-session';

export function logout() {
  return apiRequest('/api/auth/logout', { method: 'POST' });
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
      setSessionUser(queryClient, null);
      // A second logout within the window (a double click) is not announced twice (spec §4).
      if (acceptAuthEvent('logout')) notify(AUTH_MESSAGES.logoutSuccess, { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      // One tab's logout logs the browser's other tabs out (spec §4).
      broadcastLogout();
    },
  });
}
