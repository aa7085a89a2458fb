import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionResponse } from '../../../../domain/auth/session';
import { SESSION_QUERY_KEY, setSessionUser, useSession } from '../../auth/api/get-session';
import { onLogoutBroadcast, startActivityTracking } from '../activity';
import { startAuthMarkerWatch } from '../auth-markers';
import { endSessionLocally } from '../forced-logout';
import { IdleModal } from './idle-modal';
import { SecurityNotice } from './security-notice';

/**
 * The browser side of the session's end (spec §4): for a logged-in user it follows activity
 * and the local auth markers and shows the idle warning; for everyone it shows the security
 * notice, turns a session answer that reports an ended session into that notice, and logs this
 * tab out when another tab of the browser does. Mounted once, in the root layout.
 */
export function SessionRoot() {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.data?.user?.id ?? null;
  const ended = session.data?.ended ?? null;

  useEffect(() => {
    if (userId === null) return;
    const stopTracking = startActivityTracking();
    const stopWatch = startAuthMarkerWatch(queryClient);
    return () => {
      stopWatch();
      stopTracking();
    };
  }, [userId, queryClient]);

  // Another tab logged out (and already told the server): only this tab's state follows.
  useEffect(
    () =>
      onLogoutBroadcast(() => {
        const current = queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY);
        if (current && current.user === null) return;
        setSessionUser(queryClient, null);
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (ended) void endSessionLocally(queryClient, ended);
  }, [ended, queryClient]);

  return (
    <>
      {userId === null ? null : <IdleModal key={userId} />}
      <SecurityNotice />
    </>
  );
}
