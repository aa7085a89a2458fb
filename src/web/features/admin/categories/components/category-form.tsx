import { useId, useState, type FormEvent, type Ref } from 'react';
import { CATEGORY_MESSAGES } from '../../../../../domain/admin/categories.messages';
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  categoryCreateRequestSchema,
  categorySlugOf,
} from '../../../../../domain/admin/categories.schema';
import { adminFailureText, adminFieldErrors } from '../../shared/admin-error';

export interface CategoryFormValues {
  name: string;
  description: string;
}

type FieldErrors = Partial<Record<keyof CategoryFormValues, string>>;

/** The first message per field of a refused value, in the form's own field names. */
function checkValues(values: CategoryFormValues): FieldErrors {
  const result = categoryCreateRequestSchema.safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'name' || field === 'description') errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Name and description of a category, to add one or to change one. Checked here with the
 * API's own schema, then by the server; whatever it refuses is shown beside its field and as
 * "Errore: …", and what was typed stays.
 */
export function CategoryForm({
  heading,
  initial = { name: '', description: '' },
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  nameRef,
  resetOnSuccess = false,
}: {
  heading: string;
  initial?: CategoryFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** Resolves when saved; rejects with the API error. */
  onSubmit: (values: CategoryFormValues) => Promise<void>;
  onCancel?: () => void;
  nameRef?: Ref<HTMLInputElement>;
  resetOnSuccess?: boolean;
}) {
  const id = useId();
  const [values, setValues] = useState<CategoryFormValues>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const slug = categorySlugOf(values.name);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors = checkValues(values);
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0) return;
    setPending(true);
    try {
      await onSubmit({ name: values.name.trim(), description: values.description.trim() });
      if (resetOnSuccess) setValues({ name: '', description: '' });
    } catch (error) {
      setFieldErrors(adminFieldErrors(error));
      setFormError(adminFailureText(error));
    } finally {
      setPending(false);
    }
  }

  const field = (name: keyof CategoryFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form
      className="admin-card admin-category-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>{heading}</h2>
      {formError && (
        <p className="admin-error" role="alert">
          {formError}
        </p>
      )}
      <div className="admin-field">
        <label htmlFor={`${id}-name`}>{CATEGORY_MESSAGES.nameLabel}</label>
        <input
          {...field('name')}
          ref={nameRef}
          type="text"
          required
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          autoComplete="off"
          value={values.name}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        />
        {fieldErrors.name ? (
          <p id={`${id}-name-error`} className="admin-field__error">
            {fieldErrors.name}
          </p>
        ) : (
          slug && (
            <p className="admin-muted admin-category-form__hint">
              {CATEGORY_MESSAGES.slugHint(slug)}
            </p>
          )
        )}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-description`}>{CATEGORY_MESSAGES.descriptionLabel}</label>
        <textarea
          {...field('description')}
          rows={3}
          maxLength={CATEGORY_DESCRIPTION_MAX_LENGTH}
          value={values.description}
          onChange={(event) =>
            setValues((current) => ({ ...current, description: event.target.value }))
          }
        />
        {fieldErrors.description && (
          <p id={`${id}-description-error`} className="admin-field__error">
            {fieldErrors.description}
          </p>
        )}
      </div>
      <div className="admin-category-form__buttons">
        <button
          type="submit"
          className="admin-button admin-button--primary"
          aria-disabled={pending}
        >
          {pending ? pendingLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="admin-button" onClick={onCancel}>
            {CATEGORY_MESSAGES.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
