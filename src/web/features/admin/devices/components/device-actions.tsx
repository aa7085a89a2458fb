import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DEVICE_ADMIN_MESSAGES as M } from '../../../../../domain/admin/devices.messages';
import {
  REMOTE_LOGOUT_REASON_MAX_LENGTH,
  type AdminDevice,
} from '../../../../../domain/admin/devices.schema';
import { AdminField } from '../../shared/admin-field';
import { focusOnMount } from '../../../../lib/focus-on-mount';

type Mode = 'idle' | 'confirm-remove' | 'remote-logout';

/**
 * The buttons of one device row. "Rimuovi" asks for a confirmation in the row; "Disconnetti"
 * opens a small form for the reason the user will read (required). Cancelled, the focus goes
 * back to the button that opened it. `onRemove` and `onRemoteLogout` notify the outcome
 * themselves; `onRemoteLogout` answers the server's words about the reason, if it refused it.
 */
export function DeviceActions({
  device,
  label,
  onRemove,
  onRemoteLogout,
}: {
  device: AdminDevice;
  /** How the device is named to the admin: "{device} di {email}" in the buttons' names. */
  label: string;
  onRemove: (device: AdminDevice) => Promise<void>;
  onRemoteLogout: (device: AdminDevice, reason: string) => Promise<{ reasonError?: string }>;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('idle');
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const logoutButton = useRef<HTMLButtonElement>(null);
  /** The button to focus once the row shows its buttons again (they are not mounted meanwhile). */
  const focusAfterClose = useRef<'remove' | 'logout' | null>(null);
  const email = device.user.email;

  useEffect(() => {
    if (mode !== 'idle' || !focusAfterClose.current) return;
    (focusAfterClose.current === 'remove' ? removeButton : logoutButton).current?.focus();
    focusAfterClose.current = null;
  }, [mode]);

  function close(focusOn: 'remove' | 'logout') {
    focusAfterClose.current = focusOn;
    setMode('idle');
    setReason('');
    setReasonError(null);
  }

  async function confirmRemove() {
    setBusy(true);
    try {
      await onRemove(device);
    } finally {
      setBusy(false);
    }
    // Removed, the row goes with the next list; refused, it stays with its buttons.
    close('remove');
  }

  async function submitRemoteLogout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(M.reasonRequired);
      return;
    }
    setBusy(true);
    try {
      const outcome = await onRemoteLogout(device, trimmed);
      if (outcome.reasonError) setReasonError(outcome.reasonError);
      else close('logout');
    } finally {
      setBusy(false);
    }
  }

  if (mode === 'confirm-remove') {
    return (
      <div className="admin-row-actions" role="group" aria-label={M.confirmRemove(email, label)}>
        <span>{M.confirmRemove(email, label)}</span>
        <button
          type="button"
          className="admin-button admin-button--small admin-button--danger"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) void confirmRemove();
          }}
        >
          {M.confirmRemoveYes}
        </button>
        <button
          type="button"
          className="admin-button admin-button--small"
          ref={focusOnMount}
          onClick={() => close('remove')}
        >
          {M.cancel}
        </button>
      </div>
    );
  }

  if (mode === 'remote-logout') {
    return (
      <form
        className="admin-category-form"
        aria-label={M.remoteLogoutFormLabel(email, label)}
        noValidate
        onSubmit={(event) => void submitRemoteLogout(event)}
      >
        <AdminField id={`${id}-reason`} label={M.reasonLabel} error={reasonError}>
          {(control) => (
            <input
              {...control}
              type="text"
              required
              ref={focusOnMount}
              maxLength={REMOTE_LOGOUT_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (reasonError) setReasonError(null);
              }}
            />
          )}
        </AdminField>
        <div className="admin-row-actions">
          <button
            type="submit"
            className="admin-button admin-button--small admin-button--danger"
            aria-disabled={busy || undefined}
          >
            {busy ? M.sending : M.sendRemoteLogout}
          </button>
          <button
            type="button"
            className="admin-button admin-button--small"
            onClick={() => close('logout')}
          >
            {M.cancel}
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="admin-row-actions">
      <button
        type="button"
        ref={removeButton}
        className="admin-button admin-button--small admin-button--danger"
        aria-label={M.removeLabel(email, label)}
        onClick={() => setMode('confirm-remove')}
      >
        {M.remove}
      </button>
      <button
        type="button"
        ref={logoutButton}
        className="admin-button admin-button--small"
        aria-label={M.remoteLogoutLabel(email, label)}
        onClick={() => setMode('remote-logout')}
      >
        {M.remoteLogout}
      </button>
    </div>
  );
}
