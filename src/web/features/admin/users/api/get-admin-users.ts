import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminUsersPageSchema,
  type AdminUsersQuery,
} from '../../../../../domain/admin/users.schema';
import { apiRequest } from '../../../../lib/api-client';

/** Every cached page of the admin users list. */
export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

/** GET /api/admin/users?q=&role=&state=&page=: 25 users a page, newest first. */
export function getAdminUsers(query: AdminUsersQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  if (query.role !== 'all') params.set('role', query.role);
  if (query.state !== 'all') params.set('state', query.state);
  return apiRequest(`/api/admin/users?${params}`, { schema: adminUsersPageSchema, signal });
}

export function adminUsersQueryOptions(query: AdminUsersQuery) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, query] as const,
    queryFn: ({ signal }) => getAdminUsers(query, signal),
  });
}

/** The previous page stays on screen while the next one (or a new search) loads. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({ ...adminUsersQueryOptions(query), placeholderData: keepPreviousData });
}
