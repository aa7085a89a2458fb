import type { FormEvent, ReactNode } from 'react';
import { CHECKOUT_STEP_MESSAGES } from '../../../../domain/checkout/checkout.messages';

/** A checkout step's form, named by its heading; the step checks the fields, not the browser. */
export function StepForm({
  headingId,
  hidden,
  onSubmit,
  children,
}: {
  headingId: string;
  hidden?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className="checkout-step"
      aria-labelledby={headingId}
      hidden={hidden}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {children}
    </form>
  );
}

/** "Indietro" (when the step has one) and the button that goes on, busy while the step saves. */
export function StepActions({
  onBack,
  busy,
  disabled,
  label,
}: {
  onBack?: () => void;
  busy: boolean;
  disabled: boolean;
  label: string;
}) {
  return (
    <div className="checkout-step__actions">
      {onBack ? (
        <button type="button" className="button button--ghost" onClick={onBack}>
          {CHECKOUT_STEP_MESSAGES.back}
        </button>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--large"
        disabled={disabled}
        aria-busy={busy || undefined}
      >
        {busy ? <span className="loading-status__spinner" aria-hidden="true" /> : null}
        {label}
      </button>
    </div>
  );
}
