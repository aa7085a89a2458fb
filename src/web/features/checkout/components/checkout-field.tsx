import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import '../../../styles/checkout.css';

/**
 * A labelled control of the checkout forms with its hint and its error: both linked by
 * aria-describedby, the control marked aria-invalid while its error shows. Errors are not
 * alerts of their own: the form moves the focus to the first wrong field, which reads them.
 */
interface FieldShellProps {
  id: string;
  label: string;
  hint?: string | null;
  error?: string | null;
  /** Takes the whole row of a two-column grid. */
  wide?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

function FieldShell({ id, label, hint, error, wide, children }: FieldShellProps) {
  const describedBy =
    [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`form__field checkout-field${wide ? ' checkout-field--wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintIdOf(id)} className="checkout-field__hint">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p id={errorIdOf(id)} className="checkout-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string | null;
  error?: string | null;
  wide?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  hint,
  error,
  wide,
  inputRef,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} wide={wide}>
      {(describedBy) => (
        <input
          {...inputProps}
          id={id}
          ref={inputRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  hint?: string | null;
  error?: string | null;
  wide?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

export function SelectField({
  id,
  label,
  hint,
  error,
  wide,
  selectRef,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} wide={wide}>
      {(describedBy) => (
        <select
          {...selectProps}
          id={id}
          ref={selectRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** A failure of the step (not of one field): announced, and focusable to be read again. */
export function StepAlert({
  message,
  children,
}: {
  message: string | null | undefined;
  children?: ReactNode;
}) {
  // The region stays in the page so that a message appearing in it is announced.
  return (
    <div className="checkout-alert-region" role="alert">
      {message ? (
        <div className="checkout-alert">
          <p>{message}</p>
          {children}
        </div>
      ) : null}
    </div>
  );
}
