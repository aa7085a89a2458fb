import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ABUSE_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  REGISTRATION_NOTIFICATIONS,
  VERIFICATION_SCREEN_MESSAGES,
} from '../../../../domain/auth/auth.messages';
import type { VerificationState } from '../../../../domain/auth/registration.schema';
import {
  ACCOUNT_FORM_MESSAGES,
  PASSWORD_RESET_PAGE_MESSAGES,
} from '../../../../domain/auth/verification-screen.messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { notify } from '../../notifications/notifications.store';
import {
  checkEmail,
  checkNewPassword,
  firstFieldWithError,
  normalizeEmail,
  type FieldErrors,
} from '../account-form.rules';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useRequestPasswordResetCode } from '../api/request-password-reset-code';
import { useResendPasswordResetCode } from '../api/resend-password-reset-code';
import { serviceErrorMessage } from '../service-error';
import { useClock } from '../use-clock';
import { interpretResendError, interpretVerifyError } from '../verification-errors';
import { AltchaField, type AltchaFieldHandle } from './altcha-field';
import { CodeInput, EMPTY_CODE, type CodeDigits, type CodeInputHandle } from './code-input';
import { CodeCountdown, ResendCodeButton, ResendStatus } from './code-status';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';

type Step =
  | { step: 'request'; email: string; notice: string | null }
  | { step: 'confirm'; email: string; state: VerificationState };

/**
 * Password reset: the email and the security check ask for a code (the answer does not tell
 * whether the address has an account); the code and the new password set it. Kept in memory
 * only: after a reload the visitor asks for a code again.
 */
export function PasswordResetFlow() {
  const [current, setCurrent] = useState<Step>({ step: 'request', email: '', notice: null });
  if (current.step === 'request') {
    return (
      <RequestStep
        key="request"
        initialEmail={current.email}
        notice={current.notice}
        onRequested={(email, state) => setCurrent({ step: 'confirm', email, state })}
      />
    );
  }
  return (
    <ConfirmStep
      key="confirm"
      email={current.email}
      initialState={current.state}
      onRestart={(notice) => setCurrent({ step: 'request', email: current.email, notice })}
    />
  );
}

function RequestStep({
  initialEmail,
  notice,
  onRequested,
}: {
  initialEmail: string;
  notice: string | null;
  onRequested: (email: string, state: VerificationState) => void;
}) {
  const ids = useId();
  const emailId = `${ids}-email`;
  const requestCode = useRequestPasswordResetCode();
  const proofOfWork = useRef<AltchaFieldHandle>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(notice);
  const [solving, setSolving] = useState(false);
  const busy = solving || requestCode.isPending;

  useEffect(() => {
    if (notice) failureRef.current?.focus();
  }, [notice]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const error = checkEmail(email);
    setEmailError(error);
    const normalized = normalizeEmail(email);
    if (error || !normalized) {
      emailRef.current?.focus();
      return;
    }
    setSolving(true);
    let altcha: string;
    try {
      altcha = await (proofOfWork.current?.solve() ?? Promise.reject(new Error('no widget')));
    } catch {
      setSolving(false);
      setFailure(ABUSE_MESSAGES.securityCheckFailed);
      return;
    }
    setSolving(false);
    requestCode.mutate(
      { email: normalized, altcha },
      {
        onSuccess: (state) => onRequested(normalized, state),
        onError: (requestError) => setFailure(serviceErrorMessage(requestError)),
        onSettled: () => proofOfWork.current?.reset(),
      },
    );
  };

  return (
    <>
      <p className="auth-intro">{PASSWORD_RESET_PAGE_MESSAGES.requestIntro}</p>
      {failure ? (
        <p ref={failureRef} className="form-error" role="alert" tabIndex={-1}>
          {failure}
        </p>
      ) : null}
      <form className="form" method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormField
          id={emailId}
          label={ACCOUNT_FORM_MESSAGES.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (emailError) setEmailError(checkEmail(event.currentTarget.value));
          }}
          error={emailError}
          inputRef={emailRef}
        />
        <AltchaField ref={proofOfWork} />
        <button
          type="submit"
          className="button button--primary button--block"
          aria-busy={busy || undefined}
        >
          {busy
            ? PASSWORD_RESET_PAGE_MESSAGES.requestSubmitting
            : PASSWORD_RESET_PAGE_MESSAGES.requestSubmit}
        </button>
      </form>
      <p className="form-links">
        <Link to={APP_ROUTES.login.path}>{PASSWORD_RESET_PAGE_MESSAGES.backToLogin}</Link>
      </p>
    </>
  );
}

type ConfirmField = 'code' | 'password' | 'confirmPassword';
const CONFIRM_FIELD_ORDER: readonly ConfirmField[] = ['code', 'password', 'confirmPassword'];

function ConfirmStep({
  email,
  initialState,
  onRestart,
}: {
  email: string;
  initialState: VerificationState;
  /** Back to asking for a code, with the reason when there is one. */
  onRestart: (notice: string | null) => void;
}) {
  const ids = useId();
  const codeErrorId = `${ids}-code-error`;
  const navigate = useNavigate();
  const now = useClock();
  const confirm = useConfirmPasswordReset();
  const resend = useResendPasswordResetCode();
  const proofOfWork = useRef<AltchaFieldHandle>(null);
  const codeRef = useRef<CodeInputHandle>(null);
  const resendRef = useRef<HTMLButtonElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const [state, setState] = useState(initialState);
  const [digits, setDigits] = useState<CodeDigits>(EMPTY_CODE);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ConfirmField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [solving, setSolving] = useState(false);
  const sending = solving || resend.isPending;

  const focusField = (field: ConfirmField) => {
    if (field === 'code') codeRef.current?.focus();
    else if (field === 'password') passwordRef.current?.focus();
    else confirmRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    setMessage(null);
    const code = digits.join('');
    const found: FieldErrors<ConfirmField> = {
      ...(/^\d{6}$/.test(code) ? {} : { code: VERIFICATION_SCREEN_MESSAGES.incompleteCode }),
      ...checkNewPassword(password, confirmPassword),
    };
    setErrors(found);
    const first = firstFieldWithError(CONFIRM_FIELD_ORDER, found);
    if (first) {
      focusField(first);
      return;
    }
    confirm.mutate(
      { email, code, newPassword: password },
      {
        onSuccess: () => {
          notify(PASSWORD_RESET_MESSAGES.completed, { kind: 'success' });
          void navigate(APP_ROUTES.login.path, { replace: true });
        },
        onError: (error) => {
          const failure = interpretVerifyError(error);
          switch (failure.kind) {
            case 'wrong-code':
              setState((previous) => ({ ...previous, attemptsLeft: failure.attemptsLeft }));
              setDigits(EMPTY_CODE);
              setErrors({ code: failure.message });
              codeRef.current?.focus(0);
              return;
            case 'locked':
              onRestart(PASSWORD_RESET_PAGE_MESSAGES.attemptsExhausted);
              return;
            case 'invalid-session':
              onRestart(PASSWORD_RESET_PAGE_MESSAGES.requestInvalid);
              return;
            case 'expired':
              setState((previous) => ({ ...previous, expiresAt: new Date().toISOString() }));
              setErrors({ code: failure.message });
              resendRef.current?.focus();
              return;
            default:
              setMessage(serviceErrorMessage(error));
          }
        },
      },
    );
  };

  const onResend = async () => {
    if (sending) return;
    setSolving(true);
    let altcha: string;
    try {
      altcha = await (proofOfWork.current?.solve() ?? Promise.reject(new Error('no widget')));
    } catch {
      setSolving(false);
      setMessage(ABUSE_MESSAGES.securityCheckFailed);
      return;
    }
    setSolving(false);
    resend.mutate(
      { email, altcha },
      {
        onSuccess: (next) => {
          setState(next);
          notify(REGISTRATION_NOTIFICATIONS.codeResent, { kind: 'success' });
          setMessage(null);
          setErrors((previous) => ({ ...previous, code: undefined }));
          setDigits(EMPTY_CODE);
          codeRef.current?.focus(0);
        },
        onError: (error) => {
          const failure = interpretResendError(error);
          if (failure.kind === 'locked') {
            setState((previous) => ({ ...previous, resendsLeft: 0 }));
            setMessage(PASSWORD_RESET_PAGE_MESSAGES.resendsExhausted);
            return;
          }
          if (failure.kind === 'cooldown' && failure.retryAfterSeconds !== null) {
            const availableAt = new Date(Date.now() + failure.retryAfterSeconds * 1000);
            setState((previous) => ({ ...previous, resendAvailableAt: availableAt.toISOString() }));
          }
          setMessage(failure.message);
        },
        onSettled: () => proofOfWork.current?.reset(),
      },
    );
  };

  return (
    <>
      <p className="auth-intro" role="status">
        {PASSWORD_RESET_MESSAGES.codeRequested}
      </p>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        <p className="auth-note">{PASSWORD_RESET_PAGE_MESSAGES.confirmIntro(email)}</p>
        <CodeInput
          ref={codeRef}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            if (errors.code) setErrors((previous) => ({ ...previous, code: undefined }));
          }}
          // The code alone does not finish a reset: the new password comes next.
          onComplete={() => passwordRef.current?.focus()}
          readOnly={confirm.isPending}
          invalid={Boolean(errors.code)}
          describedBy={errors.code ? codeErrorId : undefined}
          autoFocus
        />
        {errors.code ? (
          <p id={codeErrorId} className="field-error" role="alert">
            {errors.code}
          </p>
        ) : null}
        <CodeCountdown state={state} now={now} />
        <ResendCodeButton
          ref={resendRef}
          state={state}
          now={now}
          sending={sending}
          blocked={confirm.isPending}
          onResend={() => void onResend()}
        />
        <ResendStatus state={state} now={now} />
        <AltchaField ref={proofOfWork} invisible />
        <NewPasswordFields
          kind="replacement"
          idPrefix={ids}
          password={password}
          confirmPassword={confirmPassword}
          passwordError={errors.password}
          confirmPasswordError={errors.confirmPassword}
          onPasswordChange={(value) => {
            setPassword(value);
            if (errors.password || errors.confirmPassword)
              setErrors((previous) => ({
                code: previous.code,
                ...checkNewPassword(value, confirmPassword),
              }));
          }}
          onConfirmPasswordChange={(value) => {
            setConfirmPassword(value);
            if (errors.confirmPassword)
              setErrors((previous) => ({
                code: previous.code,
                ...checkNewPassword(password, value),
              }));
          }}
          passwordRef={passwordRef}
          confirmPasswordRef={confirmRef}
        />
        <button
          type="submit"
          className="button button--primary button--block"
          aria-busy={confirm.isPending || undefined}
        >
          {confirm.isPending
            ? PASSWORD_RESET_PAGE_MESSAGES.confirmSubmitting
            : PASSWORD_RESET_PAGE_MESSAGES.confirmSubmit}
        </button>
      </form>
      <p className="form-links">
        <button type="button" className="link-button" onClick={() => onRestart(null)}>
          {PASSWORD_RESET_PAGE_MESSAGES.useAnotherEmail}
        </button>
      </p>
    </>
  );
}
