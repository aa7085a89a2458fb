import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { IdleLimits } from '../../../../domain/auth/session';
import { IDLE_LOGOUT_MS, IDLE_WARNING_BEFORE_MS } from '../../../../domain/constants';
import { SESSION_MESSAGES } from '../../../../domain/session/session.messages';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useSession } from '../../auth/api/get-session';
import { useLogout } from '../../auth/api/logout';
import { lastActivityAt, recordActivity } from '../activity';
import { reportActivity } from '../api/report-activity';
import { idlePhase, shouldAnnounceCountdown, type IdlePhase } from '../idle.rules';

export const IDLE_CHECK_EVERY_MS = 1_000;

const DEFAULT_IDLE_LIMITS: IdleLimits = {
  logoutMs: IDLE_LOGOUT_MS,
  warningMs: IDLE_WARNING_BEFORE_MS,
};

interface IdleView extends IdlePhase {
  /** What the live region says: set when the warning appears and at 10 s, not every second. */
  announcement: string;
}

const ACTIVE: IdleView = { phase: 'active', secondsLeft: 0, announcement: '' };

function nextView(previous: IdleView, current: IdlePhase): IdleView {
  if (current.phase !== 'warning') {
    if (previous.phase === current.phase) return previous;
    return current.phase === 'active' ? ACTIVE : { ...current, announcement: '' };
  }
  const previousSeconds = previous.phase === 'warning' ? previous.secondsLeft : null;
  if (previousSeconds === current.secondsLeft) return previous;
  const announcement = shouldAnnounceCountdown(previousSeconds, current.secondsLeft)
    ? SESSION_MESSAGES.idleBody(current.secondsLeft)
    : previous.announcement;
  return { ...current, announcement };
}

/**
 * Spec §2.8 and §4: the idle warning of a logged-in user. Every second the last activity of
 * any tab of this browser (activity.ts) is compared with the server's limits; in the warning
 * 'Sessione in scadenza' counts down with 'Esci' and 'Rimani connesso', and at the limit the
 * user is logged out. Activity anywhere in the browser (a mouse moved here, a key pressed in
 * another tab) moves the last activity, so the warning goes away by itself; Escape is
 * 'Rimani connesso', the user being plainly there.
 */
export function IdleModal() {
  const session = useSession();
  const loggedIn = Boolean(session.data?.user);
  const limits = session.data?.idle ?? DEFAULT_IDLE_LIMITS;
  const { mutateAsync: logOutOnServer } = useLogout();
  const [view, setView] = useState<IdleView>(ACTIVE);
  const loggingOutRef = useRef(false);
  const stayRef = useRef<HTMLButtonElement | null>(null);

  const logOut = () => {
    if (loggingOutRef.current) return;
    loggingOutRef.current = true;
    // useLogout forgets the user, says goodbye and tells the other tabs even when the request
    // fails (spec §8 only logs it).
    void logOutOnServer()
      .catch(() => undefined)
      .finally(() => {
        loggingOutRef.current = false;
      });
  };

  const check = useEffectEvent(() => {
    const current = idlePhase(lastActivityAt(), Date.now(), limits);
    setView((previous) => nextView(previous, current));
    if (current.phase === 'expired') logOut();
  });

  useEffect(() => {
    if (!loggedIn) return;
    const interval = setInterval(() => check(), IDLE_CHECK_EVERY_MS);
    return () => clearInterval(interval);
  }, [loggedIn]);

  const stay = () => {
    recordActivity();
    setView(ACTIVE);
    reportActivity().catch((error: unknown) => {
      console.warn('Activity report failed', error);
    });
  };

  if (!loggedIn || view.phase !== 'warning') return null;
  return (
    <ModalDialog
      alert
      title={SESSION_MESSAGES.idleTitle}
      description={SESSION_MESSAGES.idleBody(view.secondsLeft)}
      initialFocusRef={stayRef}
      onCancel={stay}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={logOut}>
            {SESSION_MESSAGES.idleLogout}
          </button>
          <button type="button" className="button button--primary" ref={stayRef} onClick={stay}>
            {SESSION_MESSAGES.idleStay}
          </button>
        </>
      }
    >
      <p className="visually-hidden" role="status">
        {view.announcement}
      </p>
    </ModalDialog>
  );
}
