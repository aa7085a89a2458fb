import { PROFILE_ERRORS } from '../../../domain/account/profile.errors';
import { formatPhoneNumber } from '../../../domain/account/profile.messages';
import {
  DISPLAY_NAME_MAX_CHARS,
  NAME_MAX_CHARS,
  type AccountProfile,
  type ProfileUpdate,
} from '../../../domain/account/profile.schema';
import { normalizePhone } from '../../../domain/checkout/address.rules';
import type { FieldErrors } from '../auth/account-form.rules';

/**
 * The personal data form of /edit-profile: what it starts with, what it checks before sending
 * (the server checks again, with the same rules and texts), and which fields a save names.
 */

export type ProfileField = 'firstName' | 'lastName' | 'displayName' | 'phoneNumber';
export type ProfileFormValues = Record<ProfileField, string>;

export const PROFILE_FIELD_ORDER: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'displayName',
  'phoneNumber',
];

export function formValuesOf(profile: AccountProfile): ProfileFormValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    displayName: profile.displayName,
    phoneNumber: profile.phoneNumber ? formatPhoneNumber(profile.phoneNumber) : '',
  };
}

export function checkProfileValues(values: ProfileFormValues): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  for (const field of ['firstName', 'lastName'] as const)
    if (values[field].trim().length > NAME_MAX_CHARS)
      errors[field] = PROFILE_ERRORS.tooLong(NAME_MAX_CHARS);
  const displayName = values.displayName.trim();
  if (displayName === '') errors.displayName = PROFILE_ERRORS.displayNameRequired;
  else if (displayName.length > DISPLAY_NAME_MAX_CHARS)
    errors.displayName = PROFILE_ERRORS.tooLong(DISPLAY_NAME_MAX_CHARS);
  const phone = values.phoneNumber.trim();
  if (phone !== '' && normalizePhone(phone) === null)
    errors.phoneNumber = PROFILE_ERRORS.phoneInvalid;
  return errors;
}

/**
 * The update naming only what differs from the stored profile: an emptied name or phone is
 * cleared (null); a phone written another way but meaning the same number is no change.
 */
export function profileChanges(profile: AccountProfile, values: ProfileFormValues): ProfileUpdate {
  const update: ProfileUpdate = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const typed = values[field].trim();
    if (typed !== (profile[field] ?? '')) update[field] = typed === '' ? null : typed;
  }
  const displayName = values.displayName.trim();
  if (displayName !== profile.displayName) update.displayName = displayName;
  const phone = values.phoneNumber.trim();
  if (phone === '') {
    if (profile.phoneNumber !== null) update.phoneNumber = null;
  } else if (normalizePhone(phone) !== profile.phoneNumber) {
    update.phoneNumber = phone;
  }
  return update;
}
