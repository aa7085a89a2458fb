import { PASSWORD_CHANGE_WINDOW_MS } from '../constants';
import type { SessionEnded } from './session-events';
import { SESSION_MESSAGES } from './session.messages';

/**
 * Spec §4 and §8: the notice a browser shows when the server has ended its session, or null
 * when it just becomes a guest. The server ends every older session the moment the password
 * changes; the notice is shown only within the spec's 15-minute window, so a laptop woken days
 * later is simply logged out.
 */
export function forcedLogoutNotice(ended: SessionEnded, now: number): string | null {
  switch (ended.reason) {
    case 'device-removed':
      return SESSION_MESSAGES.deviceRemoved;
    case 'password-changed': {
      const at = Date.parse(ended.at);
      if (Number.isNaN(at) || now - at > PASSWORD_CHANGE_WINDOW_MS) return null;
      return SESSION_MESSAGES.passwordChanged;
    }
    case 'remote-logout':
      return SESSION_MESSAGES.remoteLogout(ended.detail ?? '');
    case 'session-revoked':
      return null;
  }
}
