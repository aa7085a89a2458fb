import type { ReactNode } from 'react';
import '../../../styles/admin-orders.css';

/** What a field's control needs to be labelled and described. */
export interface AdminControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * A labelled field of the admin forms (filters, status, refund): its label, an optional hint
 * and its error, both linked to the control by aria-describedby; the error is announced.
 */
export function AdminField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  children: (control: AdminControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `admin-field ${className}` : 'admin-field'}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="admin-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
