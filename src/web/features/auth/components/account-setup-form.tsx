import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ABUSE_MESSAGES } from '../../../../domain/auth/auth.messages';
import {
  ACCOUNT_FORM_MESSAGES,
  ACCOUNT_SETUP_MESSAGES,
} from '../../../../domain/auth/verification-screen.messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { isApiError } from '../../../lib/api-client';
import {
  checkEmail,
  checkNewPassword,
  checkPersonalData,
  firstFieldWithError,
  normalizeEmail,
  type FieldErrors,
} from '../account-form.rules';
import { useRequestRegistrationCode } from '../api/request-registration-code';
import {
  newPendingRegistration,
  readPendingRegistration,
  savePendingRegistration,
} from '../pending-registration';
import {
  forgetRegistrationPassword,
  registrationPasswordFor,
} from '../registration-password.store';
import { serviceErrorMessage } from '../service-error';
import { AltchaField, type AltchaFieldHandle } from './altcha-field';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';

type SetupField =
  'email' | 'password' | 'confirmPassword' | 'firstName' | 'lastName' | 'phoneNumber';

const FIELD_ORDER: readonly SetupField[] = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'phoneNumber',
];

/** The server's field paths that the form can point at. */
const SERVER_FIELD_MESSAGES: Partial<Record<string, [SetupField, string]>> = {
  email: ['email', ACCOUNT_FORM_MESSAGES.invalidEmail],
  password: ['password', ACCOUNT_FORM_MESSAGES.passwordRulesUnmet],
  firstName: ['firstName', ACCOUNT_SETUP_MESSAGES.firstNameRequired],
  lastName: ['lastName', ACCOUNT_SETUP_MESSAGES.lastNameRequired],
  phoneNumber: ['phoneNumber', ACCOUNT_SETUP_MESSAGES.phoneInvalid],
};

interface ServerFailure {
  message: string;
  alreadyRegistered: boolean;
}

/**
 * Second step of registration: personal data and the security check, then the code is sent
 * (spec §7 sendVerificationCode). The password comes from /register through memory; after a
 * reload it is asked again, as is the email if the stored registration cannot be read.
 */
export function AccountSetupForm() {
  const ids = useId();
  const navigate = useNavigate();
  const requestCode = useRequestRegistrationCode();
  const proofOfWork = useRef<AltchaFieldHandle>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const inputs = useRef<Partial<Record<SetupField, HTMLInputElement | null>>>({});
  /** Where focus goes once the next render is on screen (a message, a field just shown). */
  const focusAfterRender = useRef<SetupField | 'failure' | null>(null);

  const [pending] = useState(() => readPendingRegistration());
  const [rememberedPassword] = useState(() => registrationPasswordFor(pending?.email));
  const [askEmail, setAskEmail] = useState(!pending);
  const [askPassword, setAskPassword] = useState(rememberedPassword === null);
  const [values, setValues] = useState<Record<SetupField, string>>({
    email: pending?.email ?? '',
    password: rememberedPassword ?? '',
    confirmPassword: rememberedPassword ?? '',
    firstName: pending?.userData?.firstName ?? '',
    lastName: pending?.userData?.lastName ?? '',
    phoneNumber: pending?.userData?.phoneNumber ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<SetupField>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [solving, setSolving] = useState(false);
  const busy = solving || requestCode.isPending;

  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    if (target === 'failure') failureRef.current?.focus();
    else inputs.current[target]?.focus();
  });

  const failureId = `${ids}-failure`;
  const reentryId = `${ids}-reentry`;

  const checkForm = (current: Record<SetupField, string>): FieldErrors<SetupField> => {
    const emailError = askEmail ? checkEmail(current.email) : null;
    return {
      ...(emailError ? { email: emailError } : {}),
      ...(askPassword ? checkNewPassword(current.password, current.confirmPassword) : {}),
      ...checkPersonalData(current),
    };
  };

  const change = (field: SetupField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(checkForm(next));
  };

  const showServerFailure = (error: unknown) => {
    const alreadyRegistered = isApiError(error) && error.code === 'already-exists';
    setFailure({ message: serviceErrorMessage(error), alreadyRegistered });
    // Fields the server refused are pointed at, and shown if they were hidden.
    const fieldErrors: FieldErrors<SetupField> = {};
    for (const path of Object.keys((isApiError(error) && error.fields) || {})) {
      const known = SERVER_FIELD_MESSAGES[path];
      if (known) fieldErrors[known[0]] = known[1];
    }
    if (fieldErrors.email) setAskEmail(true);
    if (fieldErrors.password) setAskPassword(true);
    setErrors(fieldErrors);
    // The first refused field, else the message; hidden fields appear on the next render.
    focusAfterRender.current = firstFieldWithError(FIELD_ORDER, fieldErrors) ?? 'failure';
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFailure(null);
    const found = checkForm(values);
    setErrors(found);
    const first = firstFieldWithError(FIELD_ORDER, found);
    const email = normalizeEmail(values.email);
    if (first || !email) {
      // Every field with an error is on screen already.
      inputs.current[first ?? 'email']?.focus();
      return;
    }

    setSolving(true);
    let altcha: string;
    try {
      altcha = await (proofOfWork.current?.solve() ?? Promise.reject(new Error('no widget')));
    } catch {
      setSolving(false);
      setFailure({ message: ABUSE_MESSAGES.securityCheckFailed, alreadyRegistered: false });
      focusAfterRender.current = 'failure';
      return;
    }
    setSolving(false);

    const userData = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: values.phoneNumber.trim() || null,
    };
    requestCode.mutate(
      {
        email,
        password: values.password,
        firstName: userData.firstName,
        lastName: userData.lastName,
        phoneNumber: userData.phoneNumber ?? undefined,
        altcha,
      },
      {
        onSuccess: (verification) => {
          const base = pending?.email === email ? pending : newPendingRegistration(email);
          savePendingRegistration({ ...base, userData, verification, verified: false });
          // The server holds the (hashed) password now; the browser forgets it.
          forgetRegistrationPassword();
          void navigate(APP_ROUTES.emailCodeVerification.path);
        },
        onError: showServerFailure,
        // Each solved challenge is accepted once.
        onSettled: () => proofOfWork.current?.reset(),
      },
    );
  };

  return (
    <>
      {pending ? (
        <p className="auth-intro">
          {ACCOUNT_SETUP_MESSAGES.intro(pending.email)}{' '}
          <Link to={APP_ROUTES.register.path}>{ACCOUNT_SETUP_MESSAGES.changeEmail}</Link>
        </p>
      ) : null}
      {failure ? (
        <p id={failureId} ref={failureRef} className="form-error" role="alert" tabIndex={-1}>
          {failure.message}
          {failure.alreadyRegistered ? (
            <>
              {' '}
              <Link to={APP_ROUTES.login.path}>{ACCOUNT_SETUP_MESSAGES.goToLogin}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <form
        className="form"
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-describedby={failure ? failureId : undefined}
      >
        {askEmail ? (
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
        ) : null}
        {askPassword ? (
          <>
            {rememberedPassword === null ? (
              <p id={reentryId} className="auth-note">
                {ACCOUNT_SETUP_MESSAGES.passwordReentry}
              </p>
            ) : null}
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
              describedBy={rememberedPassword === null ? reentryId : undefined}
            />
          </>
        ) : null}
        <FormField
          id={`${ids}-first-name`}
          label={ACCOUNT_SETUP_MESSAGES.firstNameLabel}
          name="firstName"
          autoComplete="given-name"
          maxLength={80}
          required
          value={values.firstName}
          onChange={(event) => change('firstName', event.currentTarget.value)}
          error={errors.firstName}
          inputRef={(element) => {
            inputs.current.firstName = element;
          }}
        />
        <FormField
          id={`${ids}-last-name`}
          label={ACCOUNT_SETUP_MESSAGES.lastNameLabel}
          name="lastName"
          autoComplete="family-name"
          maxLength={80}
          required
          value={values.lastName}
          onChange={(event) => change('lastName', event.currentTarget.value)}
          error={errors.lastName}
          inputRef={(element) => {
            inputs.current.lastName = element;
          }}
        />
        <FormField
          id={`${ids}-phone`}
          label={ACCOUNT_SETUP_MESSAGES.phoneLabel}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          value={values.phoneNumber}
          onChange={(event) => change('phoneNumber', event.currentTarget.value)}
          error={errors.phoneNumber}
          inputRef={(element) => {
            inputs.current.phoneNumber = element;
          }}
        />
        <AltchaField ref={proofOfWork} />
        <button
          type="submit"
          className="button button--primary button--block"
          aria-busy={busy || undefined}
        >
          {busy ? ACCOUNT_SETUP_MESSAGES.submitting : ACCOUNT_SETUP_MESSAGES.submit}
        </button>
      </form>
    </>
  );
}
