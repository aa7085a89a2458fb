import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PROFILE_ERRORS } from '../../../../domain/account/profile.errors';
import { SETTINGS_MESSAGES as M } from '../../../../domain/account/profile.messages';
import { PASSWORD_MAX_LENGTH } from '../../../../domain/auth/password-rules';
import { APP_ROUTES } from '../../../../domain/routes';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { FormField } from '../../auth/components/form-field';
import { notify } from '../../notifications/notifications.store';
import { accountFailureText, fieldFailure } from '../account-error';
import { forgetDeletedAccount, useDeleteAccount } from '../api/delete-account';
import '../../../styles/account.css';
import '../../../styles/settings.css';

/**
 * "Elimina account" of /settings: a button opens a dialog asking for the password; once the
 * account is deleted the browser forgets the user, says so and goes to the home page.
 */
export function DeleteAccountSection() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const deleted = useRef(false);

  // The user is forgotten once this page is gone: on /settings the access guard would send a
  // guest to log in, and the page stays on screen until the home page has loaded.
  useEffect(
    () => () => {
      if (deleted.current) void forgetDeletedAccount(queryClient);
    },
    [queryClient],
  );

  const onDeleted = () => {
    deleted.current = true;
    notify(M.deleted, { kind: 'success' });
    void navigate(APP_ROUTES.home.path, { replace: true });
  };

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.deleteTitle}</h2>
      <p className="settings-section__intro">{M.deleteIntro}</p>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        {M.deleteButton}
      </button>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} onDeleted={onDeleted} /> : null}
    </section>
  );
}

function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: () => void;
}) {
  const ids = useId();
  const formId = `${ids}-form`;
  const deletion = useDeleteAccount();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const cancel = () => {
    if (!deletion.isPending && !deletion.isSuccess) onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Once deleted, the page is on its way out: nothing more to send.
    if (deletion.isPending || deletion.isSuccess) return;
    setFailure(null);
    if (password === '') {
      setPasswordError(M.deletePasswordRequired);
      passwordRef.current?.focus();
      return;
    }
    deletion.mutate(
      { password },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          const onField = fieldFailure(error, 'password', [PROFILE_ERRORS.wrongPassword]);
          if (onField) {
            setPasswordError(onField);
            passwordRef.current?.focus();
            return;
          }
          setFailure(accountFailureText(error));
        },
      },
    );
  };

  return (
    <ModalDialog
      title={M.deleteDialogTitle}
      description={M.deleteDialogText}
      // The password is what the dialog asks for; Annulla is one Tab away and Escape cancels.
      initialFocusRef={passwordRef}
      onCancel={cancel}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={cancel}>
            {M.deleteCancel}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--danger"
            aria-busy={deletion.isPending || deletion.isSuccess || undefined}
          >
            {deletion.isPending || deletion.isSuccess ? M.deleting : M.deleteConfirm}
          </button>
        </>
      }
    >
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <form
        id={formId}
        className="form delete-account__form"
        method="post"
        onSubmit={onSubmit}
        noValidate
      >
        <FormField
          id={`${ids}-password`}
          label={M.deletePasswordLabel}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            if (passwordError) setPasswordError(null);
          }}
          error={passwordError}
          inputRef={passwordRef}
        />
      </form>
    </ModalDialog>
  );
}
