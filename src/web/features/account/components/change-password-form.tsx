import { useId, useRef, useState, type FormEvent } from 'react';
import { CHANGE_PASSWORD_MESSAGES as M } from '../../../../domain/account/account.messages';
import { CHANGE_PASSWORD_ERRORS } from '../../../../domain/account/change-password.schema';
import { PASSWORD_MAX_LENGTH } from '../../../../domain/auth/password-rules';
import { ERROR_MESSAGES } from '../../../../domain/messages';
import { isApiError } from '../../../lib/api-client';
import {
  checkNewPassword,
  firstFieldWithError,
  type FieldErrors,
} from '../../auth/account-form.rules';
import { FormField } from '../../auth/components/form-field';
import { NewPasswordFields } from '../../auth/components/new-password-fields';
import { notify } from '../../notifications/notifications.store';
import { useChangePassword } from '../api/change-password';
import '../../../styles/settings.css';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
const FIELD_ORDER: readonly Field[] = ['currentPassword', 'password', 'confirmPassword'];

function checkFields(current: string, password: string, confirm: string): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {
    ...(current === '' ? { currentPassword: M.currentPasswordRequired } : {}),
    ...checkNewPassword(password, confirm),
  };
  if (!errors.password && current !== '' && password === current)
    errors.password = CHANGE_PASSWORD_ERRORS.samePassword;
  return errors;
}

/**
 * 'Cambia password' in /settings: the current password, the new one with the registration's
 * rules checked as it is typed, and its confirmation. The server checks them again; a wrong
 * current password or a refused new one comes back on its field. Once changed, this session
 * stays and the user's other devices are signed out.
 */
export function ChangePasswordForm() {
  const ids = useId();
  const headingId = `${ids}-title`;
  const change = useChangePassword();
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const focusField = (field: Field) => {
    const refs = {
      currentPassword: currentRef,
      password: passwordRef,
      confirmPassword: confirmRef,
    };
    refs[field].current?.focus();
  };

  const showErrors = (found: FieldErrors<Field>): boolean => {
    setErrors(found);
    const first = firstFieldWithError(FIELD_ORDER, found);
    if (first) focusField(first);
    return first !== null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setFailure(null);
    if (showErrors(checkFields(current, password, confirm))) return;
    change.mutate(
      { currentPassword: current, newPassword: password },
      {
        onSuccess: () => {
          notify(M.success, { kind: 'success' });
          setCurrent('');
          setPassword('');
          setConfirm('');
          setErrors({});
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          const fromServer: FieldErrors<Field> = {
            ...(fields?.currentPassword ? { currentPassword: fields.currentPassword } : {}),
            ...(fields?.newPassword ? { password: fields.newPassword } : {}),
          };
          if (showErrors(fromServer)) return;
          setFailure(isApiError(error) ? error.message : ERROR_MESSAGES.internal);
        },
      },
    );
  };

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.title}</h2>
      <p className="settings-section__intro">{M.intro}</p>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        <FormField
          id={`${ids}-current`}
          label={M.currentPasswordLabel}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          value={current}
          onChange={(event) => {
            setCurrent(event.currentTarget.value);
            if (errors.currentPassword)
              setErrors((previous) => ({ ...previous, currentPassword: undefined }));
          }}
          error={errors.currentPassword}
          inputRef={currentRef}
        />
        <NewPasswordFields
          kind="replacement"
          idPrefix={ids}
          password={password}
          confirmPassword={confirm}
          passwordError={errors.password}
          confirmPasswordError={errors.confirmPassword}
          onPasswordChange={(value) => {
            setPassword(value);
            if (errors.password || errors.confirmPassword) {
              const next = checkFields(current, value, confirm);
              setErrors((previous) => ({
                currentPassword: previous.currentPassword,
                password: next.password,
                confirmPassword: next.confirmPassword,
              }));
            }
          }}
          onConfirmPasswordChange={(value) => {
            setConfirm(value);
            if (errors.confirmPassword)
              setErrors((previous) => ({
                ...previous,
                confirmPassword: checkNewPassword(password, value).confirmPassword,
              }));
          }}
          passwordRef={passwordRef}
          confirmPasswordRef={confirmRef}
        />
        <button
          type="submit"
          className="button button--primary"
          aria-busy={change.isPending || undefined}
        >
          {change.isPending ? M.submitting : M.submit}
        </button>
      </form>
    </section>
  );
}
