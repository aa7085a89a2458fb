import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { APP_ROUTES } from '../../../../domain/routes';
import { SESSION_MESSAGES } from '../../../../domain/session/session.messages';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { dismissSecurityNotice, useSecurityNoticeStore } from '../security-notice.store';

/**
 * Spec §2.8: 'Avviso di Sicurezza' says why the session was ended; 'Ho capito' closes it and
 * leads to the home page. Escape does the same, so the notice never closes elsewhere.
 */
export function SecurityNotice() {
  const message = useSecurityNoticeStore((state) => state.message);
  const navigate = useNavigate();
  const okRef = useRef<HTMLButtonElement | null>(null);
  if (message === null) return null;

  const acknowledge = () => {
    dismissSecurityNotice();
    void navigate(APP_ROUTES.home.path);
  };

  return (
    <ModalDialog
      alert
      title={SESSION_MESSAGES.securityNoticeTitle}
      description={message}
      initialFocusRef={okRef}
      onCancel={acknowledge}
      actions={
        <button type="button" className="button button--primary" ref={okRef} onClick={acknowledge}>
          {SESSION_MESSAGES.securityNoticeOk}
        </button>
      }
    />
  );
}
