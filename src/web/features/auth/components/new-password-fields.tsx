import type { Ref } from 'react';
import { PASSWORD_MAX_LENGTH } from '../../../../domain/auth/password-rules';
import { ACCOUNT_FORM_MESSAGES } from '../../../../domain/auth/verification-screen.messages';
import { FormField } from './form-field';
import { PasswordRulesList } from './password-rules-list';

export interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids: `${idPrefix}-password`, `${idPrefix}-confirm`, `${idPrefix}-rules`. */
  idPrefix: string;
  password: string;
  confirmPassword: string;
  passwordError?: string | null;
  confirmPasswordError?: string | null;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  passwordRef: Ref<HTMLInputElement>;
  confirmPasswordRef: Ref<HTMLInputElement>;
  /** Another description of the password field (e.g. why it must be typed again). */
  describedBy?: string;
  /**
   * 'first': the account's first password (registration, account set-up); 'replacement': a
   * password replacing the current one (reset, change in settings) — "Nuova password".
   */
  kind?: 'first' | 'replacement';
}

const FIELD_NAMES = {
  first: {
    password: 'password',
    confirm: 'confirmPassword',
    passwordLabel: ACCOUNT_FORM_MESSAGES.passwordLabel,
    confirmLabel: ACCOUNT_FORM_MESSAGES.confirmPasswordLabel,
  },
  replacement: {
    password: 'newPassword',
    confirm: 'confirmNewPassword',
    passwordLabel: ACCOUNT_FORM_MESSAGES.newPasswordLabel,
    confirmLabel: ACCOUNT_FORM_MESSAGES.confirmNewPasswordLabel,
  },
} as const;

/** A new password with its rules checked live, and its confirmation. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const rulesId = `${props.idPrefix}-rules`;
  const names = FIELD_NAMES[props.kind ?? 'first'];
  return (
    <>
      <FormField
        id={`${props.idPrefix}-password`}
        label={names.passwordLabel}
        name={names.password}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.currentTarget.value)}
        error={props.passwordError}
        describedBy={props.describedBy ? `${props.describedBy} ${rulesId}` : rulesId}
        inputRef={props.passwordRef}
      >
        <PasswordRulesList id={rulesId} password={props.password} />
      </FormField>
      <FormField
        id={`${props.idPrefix}-confirm`}
        label={names.confirmLabel}
        name={names.confirm}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        value={props.confirmPassword}
        onChange={(event) => props.onConfirmPasswordChange(event.currentTarget.value)}
        error={props.confirmPasswordError}
        inputRef={props.confirmPasswordRef}
      />
    </>
  );
}
