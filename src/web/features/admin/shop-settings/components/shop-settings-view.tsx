import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../../../../domain/admin/admin.messages';
import {
  REQUIRED_SHOP_SETTING_FIELDS,
  SHOP_SETTING_FIELDS,
  type RequiredShopSettingField,
  type ShopSettingField,
  type ShopSettings,
} from '../../../../../domain/admin/shop-settings';
import { SHOP_SETTINGS_MESSAGES as M } from '../../../../../domain/admin/shop-settings.messages';
import { ERROR_MESSAGES } from '../../../../../domain/messages';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../notifications/notifications.store';
import { useAdminShopSettings } from '../api/get-admin-shop-settings';
import { useUpdateShopSettings } from '../api/update-shop-settings';
import '../shop-settings.css';

type FieldErrors = Partial<Record<ShopSettingField, string>>;

const INPUT_TYPES: Record<ShopSettingField, 'text' | 'email' | 'tel'> = {
  companyName: 'text',
  vatNumber: 'text',
  reaNumber: 'text',
  registeredOffice: 'text',
  pec: 'email',
  phone: 'tel',
  customerServiceEmail: 'email',
  customerServiceHours: 'text',
};

const AUTOCOMPLETE: Partial<Record<ShopSettingField, string>> = {
  companyName: 'organization',
  registeredOffice: 'street-address',
};

const isRequired = (field: ShopSettingField) =>
  (REQUIRED_SHOP_SETTING_FIELDS as readonly string[]).includes(field);

const fieldId = (field: ShopSettingField) => `shop-settings-${field}`;

/** The words of a failure that is not about one field. */
function failureText(error: unknown): string {
  if (!isApiError(error)) return ERROR_MESSAGES.internal;
  if (error.code === 'invalid-argument') return M.fixFields;
  return error.message;
}

/** The server's message for each field of a refused save. */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isApiError(error) || error.code !== 'invalid-argument' || !error.fields) return {};
  const errors: FieldErrors = {};
  for (const field of SHOP_SETTING_FIELDS) {
    const message = error.fields[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** Issue "Admin" §7: which required data is still missing, as the public pages leave it out. */
export function MissingShopSettingsNotice({
  missing,
}: {
  missing: readonly RequiredShopSettingField[];
}) {
  if (missing.length === 0) return <p className="admin-muted">{M.complete}</p>;
  return (
    <section
      className="admin-card shop-settings__missing"
      aria-labelledby="shop-settings-missing-title"
    >
      <h2 id="shop-settings-missing-title">{M.missingTitle}</h2>
      <p>{M.missingIntro}</p>
      <ul>
        {missing.map((field) => (
          <li key={field}>{M.labels[field]}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The seller's identity, every field labelled with its hint and, after a refused save, the
 * server's Italian message beside it (the first such field takes the focus). What was typed
 * stays after any failure; after a save the fields show the values as kept (normalized).
 */
export function ShopSettingsForm({ initial }: { initial: ShopSettings }) {
  const update = useUpdateShopSettings();
  const [values, setValues] = useState<ShopSettings>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = SHOP_SETTING_FIELDS.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`#${fieldId(first)}`)?.focus();
  }, [focusRequest, errors]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(values, {
      onSuccess: (saved) => {
        setValues(saved.values);
        setErrors({});
        notify(M.saved, { kind: 'success' });
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        setFocusRequest((count) => count + 1);
        notify(ADMIN_MESSAGES.error(failureText(error)), { kind: 'error' });
      },
    });
  }

  return (
    <form ref={formRef} className="admin-card shop-settings__form" noValidate onSubmit={submit}>
      {SHOP_SETTING_FIELDS.map((field) => {
        const id = fieldId(field);
        const error = errors[field];
        const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
        return (
          <div key={field} className="admin-field">
            <label htmlFor={id}>
              {M.labels[field]}
              {isRequired(field) ? (
                <span className="shop-settings__required"> {M.requiredMark}</span>
              ) : null}
            </label>
            <input
              id={id}
              name={field}
              type={INPUT_TYPES[field]}
              autoComplete={AUTOCOMPLETE[field] ?? 'off'}
              value={values[field]}
              required={isRequired(field)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                const { value } = event.target;
                setValues((current) => ({ ...current, [field]: value }));
              }}
            />
            <p id={`${id}-hint`} className="admin-muted shop-settings__hint">
              {M.hints[field]}
            </p>
            {error ? (
              <p id={`${id}-error`} className="admin-field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div>
        <button
          type="submit"
          className="admin-button admin-button--primary"
          disabled={update.isPending}
        >
          {update.isPending ? M.saving : M.save}
        </button>
      </div>
    </form>
  );
}

/** The "Dati del venditore" section: what is missing, then the form. */
export function ShopSettingsView() {
  const query = useAdminShopSettings();
  if (query.isPending) {
    return (
      <p className="admin-muted" role="status">
        {ADMIN_MESSAGES.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert">
        <p className="admin-error">{ADMIN_MESSAGES.error(failureText(query.error))}</p>
        <button type="button" className="admin-button" onClick={() => void query.refetch()}>
          {ADMIN_MESSAGES.retry}
        </button>
      </div>
    );
  }
  return (
    <>
      <p>{M.intro}</p>
      <MissingShopSettingsNotice missing={query.data.missing} />
      <ShopSettingsForm initial={query.data.values} />
    </>
  );
}
