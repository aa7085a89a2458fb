import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  ABUSE_MESSAGES,
  REGISTRATION_NOTIFICATIONS,
  VERIFICATION_SCREEN_MESSAGES,
} from '../../../../domain/auth/auth.messages';
import type { VerificationState } from '../../../../domain/auth/registration.schema';
import { VERIFICATION_SCREEN_LABELS } from '../../../../domain/auth/verification-screen.messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../notifications/notifications.store';
import { registrationStateQueryKey, useRegistrationState } from '../api/get-registration-state';
import { useResendRegistrationCode } from '../api/resend-registration-code';
import { useVerifyRegistrationCode } from '../api/verify-registration-code';
import {
  erasePendingRegistration,
  readPendingRegistration,
  updatePendingRegistration,
  type PendingRegistration,
} from '../pending-registration';
import { forgetRegistrationPassword } from '../registration-password.store';
import { registrationNoticeState } from '../registration-notice';
import { serviceErrorMessage } from '../service-error';
import { secondsUntil, useClock } from '../use-clock';
import { interpretResendError, interpretVerifyError } from '../verification-errors';
import { AltchaField, type AltchaFieldHandle } from './altcha-field';
import { CodeCountdown, ResendCodeButton, ResendStatus } from './code-status';
import { CodeInput, EMPTY_CODE, type CodeDigits, type CodeInputHandle } from './code-input';

/**
 * Spec §2.7: the screen where the emailed registration code is entered. It needs the pending
 * registration of this browser (spec §5: without it, 'Sessione di registrazione scaduta' and
 * back to /register); the counters come from the server, refreshed on load.
 */
export function EmailCodeVerification() {
  const [pending] = useState(() => readPendingRegistration());
  if (!pending) {
    return (
      <Navigate
        to={APP_ROUTES.register.path}
        replace
        state={registrationNoticeState(VERIFICATION_SCREEN_MESSAGES.registrationExpired)}
      />
    );
  }
  // Details entered but no code asked for yet: that happens on /account-setup.
  if (!pending.verification) return <Navigate to={APP_ROUTES.accountSetup.path} replace />;
  return <VerificationForm pending={pending} />;
}

function VerificationForm({ pending }: { pending: PendingRegistration }) {
  const { email } = pending;
  const ids = useId();
  const introId = `${ids}-intro`;
  const messageId = `${ids}-message`;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useClock();

  const stateQuery = useRegistrationState(email, pending.verification);
  const verify = useVerifyRegistrationCode();
  const resend = useResendRegistrationCode();

  const codeRef = useRef<CodeInputHandle>(null);
  const resendRef = useRef<HTMLButtonElement>(null);
  const proofOfWork = useRef<AltchaFieldHandle>(null);
  const [digits, setDigits] = useState<CodeDigits>(EMPTY_CODE);
  const [message, setMessage] = useState<string | null>(null);
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [sessionGone, setSessionGone] = useState(false);
  const [solving, setSolving] = useState(false);

  const state: VerificationState | null = stateQuery.data ?? null;
  const serverState =
    stateQuery.isSuccess && !stateQuery.isPlaceholderData ? stateQuery.data : null;
  const invalidSession =
    sessionGone || (isApiError(stateQuery.error) && stateQuery.error.code === 'not-found');
  const expired = state !== null && secondsUntil(state.expiresAt, now) === 0;
  // Spec §4 "locked": the code expired and no resend is left; nothing more can be tried.
  const lockedByResends = serverState !== null && expired && serverState.resendsLeft === 0;
  const sending = solving || resend.isPending;

  // Without any counters (the state could not be read, nothing stored) the reason is shown.
  const loadFailed = stateQuery.isError && !state && !invalidSession;

  const shownMessage =
    message ??
    (invalidSession
      ? VERIFICATION_SCREEN_MESSAGES.invalidSession
      : loadFailed
        ? serviceErrorMessage(stateQuery.error)
        : expired
          ? VERIFICATION_SCREEN_MESSAGES.codeExpired
          : null);

  // The browser's copy of the counters follows the server's, for the next visit.
  useEffect(() => {
    if (!serverState) return;
    updatePendingRegistration((registration) =>
      registration.email === serverState.email
        ? { ...registration, verification: serverState }
        : registration,
    );
  }, [serverState]);

  const restartRegistration = (notice: string) => {
    erasePendingRegistration();
    forgetRegistrationPassword();
    void navigate(APP_ROUTES.register.path, {
      replace: true,
      state: registrationNoticeState(notice),
    });
  };

  useEffect(() => {
    if (!lockedByResends) return;
    erasePendingRegistration();
    void navigate(APP_ROUTES.register.path, {
      replace: true,
      state: registrationNoticeState(VERIFICATION_SCREEN_MESSAGES.resendsExhausted),
    });
  }, [lockedByResends, navigate]);

  const setCachedState = (change: (state: VerificationState) => VerificationState) => {
    queryClient.setQueryData<VerificationState>(registrationStateQueryKey(email), (current) =>
      current ? change(current) : current,
    );
  };

  const submitCode = (code: string) => {
    if (verify.isPending || invalidSession) return;
    if (!/^\d{6}$/.test(code)) {
      setMessage(VERIFICATION_SCREEN_MESSAGES.incompleteCode);
      setCodeInvalid(true);
      codeRef.current?.focus();
      return;
    }
    setMessage(null);
    setCodeInvalid(false);
    verify.mutate(
      { email, code },
      {
        onSuccess: () => {
          erasePendingRegistration();
          forgetRegistrationPassword();
          notify(REGISTRATION_NOTIFICATIONS.completed, { kind: 'success' });
          void navigate('/', { replace: true });
        },
        onError: (error) => {
          const failure = interpretVerifyError(error);
          switch (failure.kind) {
            case 'wrong-code':
              setCachedState((current) => ({ ...current, attemptsLeft: failure.attemptsLeft }));
              setDigits(EMPTY_CODE);
              setCodeInvalid(true);
              setMessage(failure.message);
              codeRef.current?.focus(0);
              return;
            case 'locked':
              restartRegistration(failure.message);
              return;
            case 'expired':
              setMessage(failure.message);
              // The server's counters say when the resend opens (now, after 15 minutes).
              void stateQuery.refetch();
              resendRef.current?.focus();
              return;
            case 'invalid-session':
              setSessionGone(true);
              setMessage(failure.message);
              return;
            default:
              setMessage(failure.message);
              codeRef.current?.focus();
          }
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitCode(digits.join(''));
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
        onSuccess: () => {
          notify(REGISTRATION_NOTIFICATIONS.codeResent, { kind: 'success' });
          setMessage(null);
          setCodeInvalid(false);
          setDigits(EMPTY_CODE);
          codeRef.current?.focus(0);
        },
        onError: (error) => {
          const failure = interpretResendError(error);
          switch (failure.kind) {
            case 'locked':
              restartRegistration(failure.message);
              return;
            case 'cooldown': {
              const waitSeconds = failure.retryAfterSeconds;
              if (waitSeconds !== null) {
                const availableAt = new Date(Date.now() + waitSeconds * 1000).toISOString();
                setCachedState((current) => ({ ...current, resendAvailableAt: availableAt }));
              }
              setMessage(failure.message);
              return;
            }
            case 'invalid-session':
              setSessionGone(true);
              setMessage(failure.message);
              return;
            default:
              setMessage(failure.message);
          }
        },
        onSettled: () => proofOfWork.current?.reset(),
      },
    );
  };

  return (
    <>
      <form
        className="form verification-form"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={introId}
      >
        <p id={introId} className="auth-intro">
          {VERIFICATION_SCREEN_LABELS.intro(email)}
        </p>
        {shownMessage ? (
          <p id={messageId} className="form-error" role="alert">
            {shownMessage}
          </p>
        ) : null}
        <CodeInput
          ref={codeRef}
          value={digits}
          onChange={setDigits}
          onComplete={submitCode}
          readOnly={verify.isPending}
          disabled={invalidSession}
          invalid={codeInvalid}
          describedBy={shownMessage ? messageId : undefined}
          autoFocus
        />
        {state ? <CodeCountdown state={state} now={now} /> : loadFailed ? null : <LoadingStatus />}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={invalidSession}
          aria-busy={verify.isPending || undefined}
        >
          {verify.isPending
            ? VERIFICATION_SCREEN_LABELS.submitting
            : VERIFICATION_SCREEN_LABELS.submit}
        </button>
        <ResendCodeButton
          ref={resendRef}
          state={state}
          now={now}
          sending={sending}
          blocked={invalidSession || verify.isPending}
          onResend={() => void onResend()}
        />
        <ResendStatus state={invalidSession ? null : state} now={now} />
        <AltchaField ref={proofOfWork} invisible />
      </form>
      <p className="form-links">
        <Link to={APP_ROUTES.register.path}>{VERIFICATION_SCREEN_LABELS.backToRegistration}</Link>
      </p>
    </>
  );
}
