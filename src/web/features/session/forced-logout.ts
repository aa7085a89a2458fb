import type { QueryClient } from '@tanstack/react-query';
import { forcedLogoutNotice } from '../../../domain/session/forced-logout';
import type { SessionEnded } from '../../../domain/session/session-events';
import { setSessionUser } from '../auth/api/get-session';
import { logout } from '../auth/api/logout';
import { broadcastLogout } from './activity';
import { showSecurityNotice } from './security-notice.store';

/** The ends already handled: the live event and a refused request may report the same one. */
const handledEnds = new Set<string>();

/**
 * This browser learnt that its session is over (spec §4 forced logout): it forgets the user at
 * once, shows why when the spec has a notice for it, clears its cookies (the server session is
 * already gone, so a failure there only gets logged) and then tells the other tabs. `ended` is
 * null when the browser itself decided (the auth markers were erased): no notice then.
 */
export async function endSessionLocally(
  queryClient: QueryClient,
  ended: SessionEnded | null,
): Promise<void> {
  if (ended) {
    if (handledEnds.has(ended.at)) return;
    handledEnds.add(ended.at);
  }
  setSessionUser(queryClient, null);
  const notice = ended ? forcedLogoutNotice(ended, Date.now()) : null;
  if (notice) showSecurityNotice(notice);
  try {
    await logout();
  } catch (error) {
    console.warn('Logout after the session ended failed', error);
  }
  broadcastLogout();
}
