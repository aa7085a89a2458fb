import type { InputHTMLAttributes } from 'react';
import '../../../styles/orders.css';

/**
 * A labelled input of the order forms (card, /track), with an optional hint and its error,
 * both linked by aria-describedby; the error is announced when it appears.
 */
export interface OrderFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
}

export function OrderField({ id, label, hint, error, ...inputProps }: OrderFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="form__field order-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="order-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        {...inputProps}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <p id={errorId} className="order-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
