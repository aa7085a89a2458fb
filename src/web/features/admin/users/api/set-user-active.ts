import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserResponseSchema } from '../../../../../domain/admin/users.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-admin-users';

/**
 * POST /api/admin/users/:id/active: activates or deactivates an account; a deactivated user's
 * sessions end at once.
 */
export async function setUserActive(id: string, active: boolean) {
  const { user } = await apiRequest(`/api/admin/users/${encodeURIComponent(id)}/active`, {
    method: 'POST',
    body: { active },
    schema: adminUserResponseSchema,
  });
  return user;
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setUserActive(id, active),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
