import { useId, useRef, useState, type FormEvent } from 'react';
import { EDIT_PROFILE_MESSAGES as M } from '../../../../domain/account/profile.messages';
import {
  DISPLAY_NAME_MAX_CHARS,
  NAME_MAX_CHARS,
  type AccountProfile,
} from '../../../../domain/account/profile.schema';
import { PHONE_INPUT_MAX_CHARS } from '../../../../domain/checkout/address.rules';
import { firstFieldWithError, type FieldErrors } from '../../auth/account-form.rules';
import { FormField } from '../../auth/components/form-field';
import { notify } from '../../notifications/notifications.store';
import { accountFailureText, fieldFailure } from '../account-error';
import { useUpdateProfile } from '../api/update-profile';
import {
  checkProfileValues,
  formValuesOf,
  PROFILE_FIELD_ORDER,
  profileChanges,
  type ProfileField,
  type ProfileFormValues,
} from '../profile-changes';
import '../../../styles/account.css';

/**
 * "Dati personali" of /edit-profile: names, the name shown in the account menu and the phone.
 * A save sends only what changed; a refused field shows the server's text under it, and
 * everything typed stays for another try.
 */
export function ProfileDetailsForm({ profile }: { profile: AccountProfile }) {
  const ids = useId();
  const headingId = `${ids}-title`;
  const update = useUpdateProfile();
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const displayNameRef = useRef<HTMLInputElement>(null);
  const phoneNumberRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (field: ProfileField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors<ProfileField>): boolean => {
    setErrors(found);
    const first = firstFieldWithError(PROFILE_FIELD_ORDER, found);
    if (first) {
      const refs = {
        firstName: firstNameRef,
        lastName: lastNameRef,
        displayName: displayNameRef,
        phoneNumber: phoneNumberRef,
      };
      refs[first].current?.focus();
    }
    return first !== null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setFailure(null);
    if (showErrors(checkProfileValues(values))) return;
    const changes = profileChanges(profile, values);
    if (Object.keys(changes).length === 0) {
      notify(M.nothingChanged);
      return;
    }
    update.mutate(changes, {
      onSuccess: (answer) => {
        setValues(formValuesOf(answer.profile));
        setErrors({});
        notify(M.saved, { kind: 'success' });
      },
      onError: (error) => {
        const fromServer: FieldErrors<ProfileField> = {};
        for (const field of PROFILE_FIELD_ORDER) {
          const message = fieldFailure(error, field);
          if (message) fromServer[field] = message;
        }
        if (showErrors(fromServer)) return;
        setFailure(accountFailureText(error));
      },
    });
  };

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.detailsTitle}</h2>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        <FormField
          id={`${ids}-firstName`}
          name="firstName"
          label={M.firstNameLabel}
          value={values.firstName}
          onChange={(event) => change('firstName', event.currentTarget.value)}
          error={errors.firstName}
          inputRef={firstNameRef}
          autoComplete="given-name"
          maxLength={NAME_MAX_CHARS}
        />
        <FormField
          id={`${ids}-lastName`}
          name="lastName"
          label={M.lastNameLabel}
          value={values.lastName}
          onChange={(event) => change('lastName', event.currentTarget.value)}
          error={errors.lastName}
          inputRef={lastNameRef}
          autoComplete="family-name"
          maxLength={NAME_MAX_CHARS}
        />
        <FormField
          id={`${ids}-displayName`}
          name="displayName"
          label={M.displayNameLabel}
          value={values.displayName}
          onChange={(event) => change('displayName', event.currentTarget.value)}
          error={errors.displayName}
          inputRef={displayNameRef}
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX_CHARS}
          required
          describedBy={`${ids}-displayName-hint`}
        >
          <p id={`${ids}-displayName-hint`} className="field-hint">
            {M.displayNameHint}
          </p>
        </FormField>
        <FormField
          id={`${ids}-phoneNumber`}
          name="phoneNumber"
          label={M.phoneLabel}
          value={values.phoneNumber}
          onChange={(event) => change('phoneNumber', event.currentTarget.value)}
          error={errors.phoneNumber}
          inputRef={phoneNumberRef}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={PHONE_INPUT_MAX_CHARS}
          describedBy={`${ids}-phoneNumber-hint`}
        >
          <p id={`${ids}-phoneNumber-hint`} className="field-hint">
            {M.phoneHint}
          </p>
        </FormField>
        <button
          type="submit"
          className="button button--primary"
          aria-busy={update.isPending || undefined}
        >
          {update.isPending ? M.saving : M.save}
        </button>
      </form>
    </section>
  );
}
