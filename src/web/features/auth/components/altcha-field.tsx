import {
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
} from 'react';
import type { AltchaWidgetElement } from 'altcha/external';
import { ABUSE_MESSAGES } from '../../../../domain/auth/auth.messages';
import { SECURITY_CHECK_MESSAGES } from '../../../../domain/auth/verification-screen.messages';
import { loadAltchaWidget } from '../altcha/load-altcha-widget';
import '../../../styles/auth.css';

/**
 * The spec's app-integrity check as a form field: an ALTCHA proof of work solved in the
 * browser against a challenge from our own server. The widget is loaded on demand; it starts
 * working when the form is first focused, so it is usually done before the form is sent.
 * The server accepts each solved challenge once: `reset()` after every request that used it.
 */

export const ALTCHA_CHALLENGE_PATH = '/api/auth/challenge';

export interface AltchaFieldHandle {
  /** The payload of a solved challenge: the one ready, else a new one (waits for the work). */
  solve(): Promise<string>;
  /** Forgets the payload, so the next request solves a new challenge. */
  reset(): void;
}

export interface AltchaFieldProps {
  /** Told the payload once solved, and null when it is gone (reset, expired, failed). */
  onPayloadChange?: (payload: string | null) => void;
  /**
   * No visible widget: for actions that solve on demand (resending a code). The work still
   * shows as the button's busy label.
   */
  invisible?: boolean;
  ref?: Ref<AltchaFieldHandle>;
}

/** The widget's states: 'unverified', 'verifying', 'verified', 'expired', 'error', 'code'. */
interface StateChangeDetail {
  state: string;
  payload: string | null;
}

export class ProofOfWorkError extends Error {
  override readonly name = 'ProofOfWorkError';
}

/**
 * How long a form sent before the widget's script has loaded waits for it (a slow phone on a
 * slow network) before the check counts as failed.
 */
export const ALTCHA_LOAD_WAIT_MS = 20_000;

type WidgetWaiter = (widget: Promise<AltchaWidgetElement> | null) => void;

/** Resolves once the widget's methods exist (after its own mount). */
function whenReady(widget: AltchaWidgetElement): Promise<AltchaWidgetElement> {
  if (typeof widget.getState === 'function') return Promise.resolve(widget);
  return new Promise((resolve) => {
    widget.addEventListener('load', () => resolve(widget), { once: true });
  });
}

/** The outcome of a verification already running. */
function nextOutcome(widget: AltchaWidgetElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      if (state === 'verifying') return;
      widget.removeEventListener('statechange', onStateChange);
      if (state === 'verified' && payload) resolve(payload);
      else reject(new ProofOfWorkError(`proof of work ended in state ${state}`));
    };
    widget.addEventListener('statechange', onStateChange);
  });
}

export function AltchaField({ onPayloadChange, invisible = false, ref }: AltchaFieldProps) {
  const hintId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<Promise<AltchaWidgetElement> | null>(null);
  const payloadRef = useRef<string | null>(null);
  // Forms sent while the widget is still loading: told the widget, or null when it failed.
  const waitersRef = useRef<WidgetWaiter[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  const tellWaiters = (widget: Promise<AltchaWidgetElement> | null) => {
    const waiters = waitersRef.current;
    waitersRef.current = [];
    for (const waiter of waiters) waiter(widget);
  };

  useEffect(() => {
    let active = true;
    loadAltchaWidget().then(
      () => active && setStatus('ready'),
      (error: unknown) => {
        console.error('ALTCHA widget not loaded', error);
        if (active) setStatus('failed');
        tellWaiters(null);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const reportPayload = useEffectEvent((payload: string | null) => {
    payloadRef.current = payload;
    onPayloadChange?.(payload);
  });

  useEffect(() => {
    const host = hostRef.current;
    if (status !== 'ready' || !host) return;
    // Created here rather than in JSX: its attributes are set before it connects and mounts.
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('challenge', ALTCHA_CHALLENGE_PATH);
    widget.setAttribute('language', 'it');
    widget.setAttribute('name', 'altcha');
    widget.setAttribute('auto', invisible ? 'off' : 'onfocus');
    if (invisible) widget.setAttribute('display', 'invisible');
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      reportPayload(state === 'verified' ? payload : null);
    };
    const onExpired = () => reportPayload(null);
    widget.addEventListener('statechange', onStateChange);
    widget.addEventListener('expired', onExpired);
    host.append(widget);
    widgetRef.current = whenReady(widget);
    tellWaiters(widgetRef.current);
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('expired', onExpired);
      widget.remove();
      widgetRef.current = null;
      reportPayload(null);
    };
  }, [status, invisible]);

  /** The widget once its script has loaded: a form sent early waits for it, within a limit. */
  const widgetLoaded = () =>
    status === 'failed'
      ? Promise.resolve(null)
      : new Promise<Promise<AltchaWidgetElement> | null>((resolve) => {
          const timer = setTimeout(() => resolve(null), ALTCHA_LOAD_WAIT_MS);
          waitersRef.current.push((widget) => {
            clearTimeout(timer);
            resolve(widget);
          });
        });

  useImperativeHandle(ref, () => ({
    async solve() {
      const ready = widgetRef.current ?? (await widgetLoaded());
      if (!ready) throw new ProofOfWorkError('the widget is not loaded');
      const widget = await ready;
      const state: string = widget.getState();
      if (state === 'verified' && payloadRef.current) return payloadRef.current;
      if (state === 'verifying') return nextOutcome(widget);
      const result = await widget.verify();
      if (!result?.payload) throw new ProofOfWorkError('the proof of work failed');
      return result.payload;
    },
    reset() {
      payloadRef.current = null;
      void widgetRef.current?.then((widget) => widget.reset());
    },
  }));

  if (invisible) {
    return (
      <div ref={hostRef} className="altcha-field altcha-field--invisible">
        {status === 'failed' ? (
          <p className="form-error" role="alert">
            {ABUSE_MESSAGES.securityCheckFailed}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <fieldset className="altcha-field" aria-describedby={hintId}>
      <legend className="altcha-field__legend">{SECURITY_CHECK_MESSAGES.legend}</legend>
      <p id={hintId} className="altcha-field__hint">
        {SECURITY_CHECK_MESSAGES.hint}
      </p>
      {status === 'loading' ? (
        <p className="altcha-field__loading">{SECURITY_CHECK_MESSAGES.loading}</p>
      ) : null}
      {status === 'failed' ? (
        <p className="form-error" role="alert">
          {ABUSE_MESSAGES.securityCheckFailed}
        </p>
      ) : null}
      <div ref={hostRef} />
    </fieldset>
  );
}
