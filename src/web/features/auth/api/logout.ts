import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
