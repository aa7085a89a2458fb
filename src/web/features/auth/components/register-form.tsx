import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  ACCOUNT_FORM_MESSAGES,
  REGISTER_PAGE_MESSAGES,
} from '../../../../domain/auth/verification-screen.messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { toQueryString } from '../../../lib/query-string';
import {
  checkEmail,
  checkNewPassword,
  firstFieldWithError,
  normalizeEmail,
  type FieldErrors,
} from '../account-form.rules';
import {
  newPendingRegistration,
  readPendingRegistration,
  savePendingRegistration,
} from '../pending-registration';
import { rememberRegistrationPassword } from '../registration-password.store';
import { readRegistrationNotice } from '../registration-notice';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';

type RegisterField = 'email' | 'password' | 'confirmPassword';
const FIELD_ORDER: readonly RegisterField[] = ['email', 'password', 'confirmPassword'];

function checkRegisterForm(values: Record<RegisterField, string>): FieldErrors<RegisterField> {
  const emailError = checkEmail(values.email);
  return {
    ...(emailError ? { email: emailError } : {}),
    ...checkNewPassword(values.password, values.confirmPassword),
  };
}

/**
 * First step of registration: email and password. The pending registration is stored (without
 * the password, which stays in memory) and /account-setup asks for the rest.
 */
export function RegisterForm() {
  const ids = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const notice = readRegistrationNotice(location.state);
  const [existing] = useState(() => readPendingRegistration());
  const [values, setValues] = useState<Record<RegisterField, string>>({
    email: existing?.email ?? '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<RegisterField, HTMLInputElement | null>>>({});

  const change = (field: RegisterField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first try, the messages follow the corrections.
    if (submitted) setErrors(checkRegisterForm(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = checkRegisterForm(values);
    setErrors(found);
    const first = firstFieldWithError(FIELD_ORDER, found);
    const email = normalizeEmail(values.email);
    if (first || !email) {
      inputs.current[first ?? 'email']?.focus();
      return;
    }
    const registration =
      existing?.email === email
        ? { ...existing, timestamp: Date.now(), verification: null, verified: false }
        : newPendingRegistration(email);
    savePendingRegistration(registration);
    rememberRegistrationPassword(email, values.password);
    void navigate(APP_ROUTES.accountSetup.path);
  };

  const loginHref = `${APP_ROUTES.login.path}${toQueryString({ redirect: searchParams.get('redirect') })}`;

  return (
    <>
      <p className="auth-intro">{REGISTER_PAGE_MESSAGES.intro}</p>
      {notice ? (
        <p className="form-error" role="alert">
          {notice}
        </p>
      ) : null}
      {/* POST: even if the script failed, a password would never end up in a URL. */}
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        <FormField
          id={`${ids}-email`}
          label={ACCOUNT_FORM_MESSAGES.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          value={values.email}
          onChange={(event) => change('email', event.currentTarget.value)}
          error={errors.email}
          inputRef={(element) => {
            inputs.current.email = element;
          }}
        />
        <NewPasswordFields
          idPrefix={ids}
          password={values.password}
          confirmPassword={values.confirmPassword}
          passwordError={errors.password}
          confirmPasswordError={errors.confirmPassword}
          onPasswordChange={(value) => change('password', value)}
          onConfirmPasswordChange={(value) => change('confirmPassword', value)}
          passwordRef={(element) => {
            inputs.current.password = element;
          }}
          confirmPasswordRef={(element) => {
            inputs.current.confirmPassword = element;
          }}
        />
        <button type="submit" className="button button--primary button--block">
          {REGISTER_PAGE_MESSAGES.submit}
        </button>
      </form>
      <p className="form-links">
        {REGISTER_PAGE_MESSAGES.haveAccount}{' '}
        <Link to={loginHref}>{REGISTER_PAGE_MESSAGES.loginLink}</Link>
      </p>
    </>
  );
}
