import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PROFILE_ERRORS } from '../../../../domain/account/profile.errors';
import { EDIT_PROFILE_MESSAGES as M } from '../../../../domain/account/profile.messages';
import type { AccountProfile, EmailChangeState } from '../../../../domain/account/profile.schema';
import {
  formatCountdown,
  VERIFICATION_SCREEN_LABELS,
} from '../../../../domain/auth/verification-screen.messages';
import { VERIFICATION_RESEND_COOLDOWN_MS } from '../../../../domain/constants';
import { PASSWORD_MAX_LENGTH } from '../../../../domain/auth/password-rules';
import { isApiError } from '../../../lib/api-client';
import {
  checkEmail,
  firstFieldWithError,
  normalizeEmail,
  type FieldErrors,
} from '../../auth/account-form.rules';
import {
  CodeInput,
  EMPTY_CODE,
  type CodeDigits,
  type CodeInputHandle,
} from '../../auth/components/code-input';
import { CodeCountdown } from '../../auth/components/code-status';
import { FormField } from '../../auth/components/form-field';
import { errorDetailNumber, errorReason } from '../../auth/service-error';
import { secondsUntil, useClock } from '../../auth/use-clock';
import { notify } from '../../notifications/notifications.store';
import { accountFailureText, fieldFailure } from '../account-error';
import { useRequestEmailChange } from '../api/request-email-change';
import { useResendEmailChangeCode } from '../api/resend-email-change-code';
import { useVerifyEmailChange } from '../api/verify-email-change';
import '../../../styles/account.css';

/**
 * The server no longer holds a change waiting for its code (never asked, expired and swept, or
 * erased after the last wrong attempt): a new code must be asked for.
 */
function isChangeGone(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.serverMessage === PROFILE_ERRORS.noPendingEmailChange) return true;
  return error.code === 'resource-exhausted' && errorReason(error) === 'attempts';
}

type Step =
  /** `returned`: back from the code step, so the focus goes to the new address's field. */
  | { step: 'request'; notice: string | null; returned: boolean }
  /** `state` is null for a change already under way when the page opened (no counters known). */
  | { step: 'code'; email: string; state: EmailChangeState | null };

/**
 * "Indirizzo email" of /edit-profile: the current address; a new one, confirmed with the
 * current password, gets a 6-digit code; the address changes only once the code is confirmed.
 * A change still waiting for its code when the page opens continues at the code.
 */
export function EmailChangeSection({ profile }: { profile: AccountProfile }) {
  const ids = useId();
  const headingId = `${ids}-title`;
  const [current, setCurrent] = useState<Step>(() =>
    profile.pendingEmail
      ? { step: 'code', email: profile.pendingEmail, state: null }
      : { step: 'request', notice: null, returned: false },
  );

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.emailTitle}</h2>
      <p className="account-section__intro">{M.emailIntro}</p>
      <dl className="profile-facts profile-facts--compact">
        <div>
          <dt>{M.currentEmailLabel}</dt>
          <dd className="profile-facts__email">{profile.email}</dd>
        </div>
      </dl>
      {current.step === 'request' ? (
        <EmailRequestForm
          key="request"
          currentEmail={profile.email}
          notice={current.notice}
          focusOnShow={current.returned}
          onRequested={(email, state) => setCurrent({ step: 'code', email, state })}
        />
      ) : (
        <EmailCodeForm
          key="code"
          email={current.email}
          initialState={current.state}
          onDone={(notice) => setCurrent({ step: 'request', notice, returned: true })}
        />
      )}
    </section>
  );
}

type RequestField = 'newEmail' | 'currentPassword';
const REQUEST_FIELD_ORDER: readonly RequestField[] = ['newEmail', 'currentPassword'];

function EmailRequestForm({
  currentEmail,
  notice,
  focusOnShow,
  onRequested,
}: {
  currentEmail: string;
  notice: string | null;
  focusOnShow: boolean;
  onRequested: (email: string, state: EmailChangeState) => void;
}) {
  const ids = useId();
  const request = useRequestEmailChange();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<RequestField>>({});
  const [failure, setFailure] = useState<string | null>(notice);

  // Back from the code step, whose buttons are gone: the focus goes where the next step starts.
  useEffect(() => {
    if (focusOnShow) emailRef.current?.focus();
  }, [focusOnShow]);

  const showErrors = (found: FieldErrors<RequestField>): boolean => {
    setErrors(found);
    const first = firstFieldWithError(REQUEST_FIELD_ORDER, found);
    if (first === 'newEmail') emailRef.current?.focus();
    if (first === 'currentPassword') passwordRef.current?.focus();
    return first !== null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    setFailure(null);
    const normalized = normalizeEmail(newEmail);
    const emailError =
      checkEmail(newEmail) ?? (normalized === currentEmail ? PROFILE_ERRORS.emailSame : null);
    const found: FieldErrors<RequestField> = {
      ...(emailError ? { newEmail: emailError } : {}),
      ...(password === '' ? { currentPassword: M.currentPasswordRequired } : {}),
    };
    if (showErrors(found) || !normalized) return;
    request.mutate(
      { newEmail: normalized, currentPassword: password },
      {
        onSuccess: (state) => onRequested(state.email || normalized, state),
        onError: (error) => {
          const newEmail = fieldFailure(error, 'newEmail', [
            PROFILE_ERRORS.emailSame,
            PROFILE_ERRORS.emailTaken,
          ]);
          const currentPassword = fieldFailure(error, 'currentPassword', [
            PROFILE_ERRORS.wrongPassword,
          ]);
          const fromServer: FieldErrors<RequestField> = {
            ...(newEmail ? { newEmail } : {}),
            ...(currentPassword ? { currentPassword } : {}),
          };
          if (showErrors(fromServer)) return;
          setFailure(accountFailureText(error));
        },
      },
    );
  };

  return (
    <>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        <FormField
          id={`${ids}-new-email`}
          label={M.newEmailLabel}
          name="newEmail"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          value={newEmail}
          onChange={(event) => {
            setNewEmail(event.currentTarget.value);
            if (errors.newEmail) setErrors((previous) => ({ ...previous, newEmail: undefined }));
          }}
          error={errors.newEmail}
          inputRef={emailRef}
        />
        <FormField
          id={`${ids}-password`}
          label={M.currentPasswordLabel}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            if (errors.currentPassword)
              setErrors((previous) => ({ ...previous, currentPassword: undefined }));
          }}
          error={errors.currentPassword}
          inputRef={passwordRef}
        />
        <button
          type="submit"
          className="button button--primary"
          aria-busy={request.isPending || undefined}
        >
          {request.isPending ? M.sendingCode : M.sendCode}
        </button>
      </form>
    </>
  );
}

const RESEND_COOLDOWN_SECONDS = VERIFICATION_RESEND_COOLDOWN_MS / 1000;

function EmailCodeForm({
  email,
  initialState,
  onDone,
}: {
  email: string;
  initialState: EmailChangeState | null;
  /** Back to the request form: after the change, a cancel, or a change the server forgot. */
  onDone: (notice: string | null) => void;
}) {
  const ids = useId();
  const codeErrorId = `${ids}-code-error`;
  const now = useClock();
  const verify = useVerifyEmailChange();
  const resend = useResendEmailChangeCode();
  const codeRef = useRef<CodeInputHandle>(null);
  const [state, setState] = useState(initialState);
  const [digits, setDigits] = useState<CodeDigits>(EMPTY_CODE);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resendFailure, setResendFailure] = useState<string | null>(null);

  const waitSeconds = Math.min(
    RESEND_COOLDOWN_SECONDS,
    secondsUntil(state?.resendAvailableAt, now),
  );
  const noResendsLeft = state?.resendsLeft === 0;
  const canResend = !resend.isPending && waitSeconds === 0 && !noResendsLeft;
  const resendHint = noResendsLeft
    ? VERIFICATION_SCREEN_LABELS.noResendsLeft
    : waitSeconds > 0
      ? M.resendIn(formatCountdown(waitSeconds))
      : null;

  const submitCode = (code: string) => {
    if (verify.isPending) return;
    setResendFailure(null);
    if (!/^\d{6}$/.test(code)) {
      setCodeError(PROFILE_ERRORS.codeFormat);
      codeRef.current?.focus();
      return;
    }
    setCodeError(null);
    verify.mutate(
      { code },
      {
        onSuccess: (answer) => {
          notify(M.emailChanged(answer.profile.email), { kind: 'success' });
          onDone(null);
        },
        onError: (error) => {
          if (isChangeGone(error)) {
            onDone(accountFailureText(error));
            return;
          }
          const attemptsLeft = errorDetailNumber(error, 'attemptsLeft');
          if (attemptsLeft !== null)
            setState((previous) => (previous ? { ...previous, attemptsLeft } : previous));
          setDigits(EMPTY_CODE);
          setCodeError(
            attemptsLeft !== null
              ? M.wrongCode(attemptsLeft)
              : (fieldFailure(error, 'code') ?? accountFailureText(error)),
          );
          codeRef.current?.focus(0);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitCode(digits.join(''));
  };

  const onResend = () => {
    if (!canResend) return;
    setResendFailure(null);
    resend.mutate(undefined, {
      onSuccess: (next) => {
        setState(next);
        setDigits(EMPTY_CODE);
        setCodeError(null);
        notify(M.codeResent(email), { kind: 'success' });
        codeRef.current?.focus(0);
      },
      onError: (error) => {
        if (isChangeGone(error)) {
          onDone(accountFailureText(error));
          return;
        }
        const retryAfterSeconds = errorDetailNumber(error, 'retryAfterSeconds');
        if (retryAfterSeconds !== null) {
          const availableAt = new Date(Date.now() + retryAfterSeconds * 1000).toISOString();
          setState((previous) =>
            previous ? { ...previous, resendAvailableAt: availableAt } : previous,
          );
        }
        setResendFailure(accountFailureText(error));
      },
    });
  };

  return (
    <>
      <p className="account-section__status" role="status">
        {M.codeSent(email)}
      </p>
      {resendFailure ? (
        <p className="form-error" role="alert">
          {resendFailure}
        </p>
      ) : null}
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        <CodeInput
          ref={codeRef}
          legend={M.codeLabel}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            if (codeError) setCodeError(null);
          }}
          onComplete={submitCode}
          readOnly={verify.isPending}
          invalid={codeError !== null}
          describedBy={codeError ? codeErrorId : undefined}
          // A code just asked for is typed next; a change found under way on opening the page
          // does not take the focus from the top of the page.
          autoFocus={initialState !== null}
        />
        {codeError ? (
          <p id={codeErrorId} className="field-error" role="alert">
            {codeError}
          </p>
        ) : null}
        {state ? <CodeCountdown state={state} now={now} /> : null}
        <div className="account-section__actions">
          <button
            type="submit"
            className="button button--primary"
            aria-busy={verify.isPending || undefined}
            aria-disabled={verify.isPending || undefined}
          >
            {verify.isPending ? M.confirmingCode : M.confirmCode}
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-disabled={!canResend || undefined}
            aria-busy={resend.isPending || undefined}
            aria-describedby={resendHint ? `${ids}-resend-wait` : undefined}
            onClick={onResend}
          >
            {resend.isPending ? M.sendingCode : M.resendCode}
          </button>
          <button type="button" className="button button--ghost" onClick={() => onDone(null)}>
            {M.cancelEmailChange}
          </button>
        </div>
        {resendHint ? (
          <p id={`${ids}-resend-wait`} className="field-hint">
            {resendHint}
          </p>
        ) : null}
      </form>
    </>
  );
}
