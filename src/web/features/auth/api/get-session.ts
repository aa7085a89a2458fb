import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { parseSessionResponse, type SessionUser } from '../../../../domain/auth/session';
import { EVENTS_FALLBACK_POLL_MS } from '../../../../domain/session/session-events';
import { apiRequest } from '../../../lib/api-client';
import { useStagedHydrationDone } from '../../../lib/staged-hydration';
import { useEventsChannelStore } from '../../session/events-channel.store';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/**
 * Spec §4 "a live listener keeps the role current": the live events channel refreshes the
 * session when the role changes (decision 023). Only while that channel is down (or before it
 * opens, and for guests) is the session asked for again, every EVENTS_FALLBACK_POLL_MS while
 * the tab is visible.
 */
export function sessionRefetchInterval(channelUp: boolean): number | false {
  return channelUp ? false : EVENTS_FALLBACK_POLL_MS;
}

export function getSession(signal?: AbortSignal) {
  return apiRequest('/api/auth/session', { schema: { parse: parseSessionResponse }, signal });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
  });
}

/** The session of this browser: `data.user` is null for a guest. */
export function useSession() {
  const channelUp = useEventsChannelStore((state) => state.channelUp);
  // Asked for once the server-rendered page is wholly hydrated (staged-hydration.tsx).
  const hydrated = useStagedHydrationDone();
  return useQuery({
    ...sessionQueryOptions(),
    enabled: hydrated,
    refetchInterval: sessionRefetchInterval(channelUp),
    // Hidden tabs do not poll.
    refetchIntervalInBackground: false,
  });
}

/** The logged-in user, or null for a guest and while the session is still unknown. */
export function useCurrentUser(): SessionUser | null {
  return useSession().data?.user ?? null;
}

/** Puts a user known from a login/logout answer into the cache without waiting for a refetch. */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, { user });
}
