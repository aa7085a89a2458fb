import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import '../../../styles/auth.css';

/**
 * A labelled input with its error (spec-independent form plumbing of the account pages). The
 * error is linked by aria-describedby and announced (role="alert"); `describedBy` adds other
 * descriptions such as the password rules.
 */
export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | null;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}

export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

export function FormField({
  id,
  label,
  error,
  describedBy,
  inputRef,
  children,
  ...inputProps
}: FormFieldProps) {
  const errorId = fieldErrorId(id);
  const descriptions = [error ? errorId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        id={id}
        ref={inputRef}
        aria-invalid={error ? true : undefined}
        aria-describedby={descriptions || undefined}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
