import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { parseSessionResponse, type SessionUser } from '../../../../domain/auth/session';
import { apiRequest } from '../../../lib/api-client';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/**
 * Spec §4 "a live listener keeps the role current": until the server has a live events channel
 * (which will replace this), the session is asked for again every minute while the tab is
 * visible, so an admin promotion or demotion shows without a reload.
 */
export const SESSION_REFRESH_INTERVAL_MS = 60_000;

export function getSession(signal?: AbortSignal) {
  return apiRequest('/api/auth/session', { schema: { parse: parseSessionResponse }, signal });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    refetchInterval: SESSION_REFRESH_INTERVAL_MS,
    // Hidden tabs wait: the next refetch happens when the tab is shown again.
    refetchIntervalInBackground: false,
  });
}

/** The session of this browser: `data.user` is null for a guest. */
export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** The logged-in user, or null for a guest and while the session is still unknown. */
export function useCurrentUser(): SessionUser | null {
  return useSession().data?.user ?? null;
}

/** Puts a user known from a login/logout answer into the cache without waiting for a refetch. */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, { user });
}
