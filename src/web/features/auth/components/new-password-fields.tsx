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
}

/** A new password with its rules checked live, and its confirmation (registration forms). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const rulesId = `${props.idPrefix}-rules`;
  return (
    <>
      <FormField
        id={`${props.idPrefix}-password`}
        label={ACCOUNT_FORM_MESSAGES.passwordLabel}
        name="password"
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
        label={ACCOUNT_FORM_MESSAGES.confirmPasswordLabel}
        name="confirmPassword"
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
