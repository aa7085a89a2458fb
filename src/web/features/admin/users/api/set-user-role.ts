import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserResponseSchema } from '../../../../../domain/admin/users.schema';
import type { Role } from '../../../../../domain/auth/session';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-admin-users';

/** POST /api/admin/users/:id/role: promotes to admin or removes the role. */
export async function setUserRole(id: string, role: Role) {
  const { user } = await apiRequest(`/api/admin/users/${encodeURIComponent(id)}/role`, {
    method: 'POST',
    body: { role },
    schema: adminUserResponseSchema,
  });
  return user;
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => setUserRole(id, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
