import type { Ref } from 'react';
import type { VerificationState } from '../../../../domain/auth/registration.schema';
import {
  formatCountdown,
  VERIFICATION_SCREEN_LABELS,
} from '../../../../domain/auth/verification-screen.messages';
import {
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_RESEND_COOLDOWN_MS,
} from '../../../../domain/constants';
import { secondsUntil } from '../use-clock';

// The clock ticks once a second, so right after an answer it may lag by up to a second: a
// countdown never shows more than its full length (2:00, not 2:01).
const CODE_TTL_SECONDS = VERIFICATION_CODE_TTL_MS / 1000;
const RESEND_COOLDOWN_SECONDS = VERIFICATION_RESEND_COOLDOWN_MS / 1000;

/**
 * The counters of an emailed code (spec §2.7) and its resend button, shared by the
 * verification screen and the password reset. The countdowns are plain text: a screen reader
 * reads them when asked, and `ResendStatus` announces only the moments that change something.
 */

export function CodeCountdown({ state, now }: { state: VerificationState; now: number }) {
  return (
    <div className="code-status">
      <p className="code-status__line">
        {VERIFICATION_SCREEN_LABELS.validFor(
          formatCountdown(Math.min(CODE_TTL_SECONDS, secondsUntil(state.expiresAt, now))),
        )}
      </p>
      <p className="code-status__line">
        {VERIFICATION_SCREEN_LABELS.attemptsLeft(state.attemptsLeft)}
      </p>
    </div>
  );
}

export interface ResendCodeButtonProps {
  state: VerificationState | null;
  now: number;
  /** Solving the proof of work or waiting for the server. */
  sending: boolean;
  /** Nothing can be resent (the session is gone, a code is being checked). */
  blocked?: boolean;
  onResend: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function ResendCodeButton({
  state,
  now,
  sending,
  blocked = false,
  onResend,
  ref,
}: ResendCodeButtonProps) {
  const waitSeconds = Math.min(
    RESEND_COOLDOWN_SECONDS,
    secondsUntil(state?.resendAvailableAt, now),
  );
  const label = sending
    ? VERIFICATION_SCREEN_LABELS.sending
    : waitSeconds > 0
      ? VERIFICATION_SCREEN_LABELS.resendIn(formatCountdown(waitSeconds))
      : VERIFICATION_SCREEN_LABELS.resend;
  const unavailable = !state || blocked || waitSeconds > 0 || state.resendsLeft === 0;
  return (
    <button
      ref={ref}
      type="button"
      className="button button--ghost button--block"
      // While sending the button keeps its focus (aria-disabled), so its new label is read.
      disabled={unavailable && !sending}
      aria-disabled={sending || undefined}
      aria-busy={sending || undefined}
      onClick={() => {
        if (!sending && !unavailable) onResend();
      }}
    >
      {label}
    </button>
  );
}

/** A polite announcement that changes only when a resend becomes possible or impossible. */
export function ResendStatus({ state, now }: { state: VerificationState | null; now: number }) {
  const text = !state
    ? ''
    : state.resendsLeft === 0
      ? VERIFICATION_SCREEN_LABELS.noResendsLeft
      : secondsUntil(state.resendAvailableAt, now) === 0
        ? VERIFICATION_SCREEN_LABELS.resendAvailable
        : '';
  return (
    <p className="code-status__hint" role="status">
      {text}
    </p>
  );
}
