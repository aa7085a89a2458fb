import {
  emailSchema,
  registrationCodeRequestSchema,
} from '../../../domain/auth/registration.schema';
import {
  ACCOUNT_FORM_MESSAGES,
  ACCOUNT_SETUP_MESSAGES,
} from '../../../domain/auth/verification-screen.messages';
import { isAcceptablePassword } from './password-rule-status';

/**
 * Checks of the registration and password-reset forms, with their Italian messages. The rules
 * are the API contract's (domain/auth/registration.schema.ts); only the texts are the browser's.
 */

/** Field name → message, for the fields that are wrong. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The address as the server will store it (trimmed, lower case), or null when not valid. */
export function normalizeEmail(email: string): string | null {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? parsed.data : null;
}

export function checkEmail(email: string): string | null {
  return normalizeEmail(email) === null ? ACCOUNT_FORM_MESSAGES.invalidEmail : null;
}

export function checkNewPassword(
  password: string,
  confirmPassword: string,
): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  if (!isAcceptablePassword(password)) errors.password = ACCOUNT_FORM_MESSAGES.passwordRulesUnmet;
  else if (password !== confirmPassword)
    errors.confirmPassword = ACCOUNT_FORM_MESSAGES.passwordMismatch;
  return errors;
}

const personalDataSchema = registrationCodeRequestSchema.pick({
  firstName: true,
  lastName: true,
  phoneNumber: true,
});

export type PersonalDataField = 'firstName' | 'lastName' | 'phoneNumber';

const PERSONAL_DATA_MESSAGES: Record<PersonalDataField, string> = {
  firstName: ACCOUNT_SETUP_MESSAGES.firstNameRequired,
  lastName: ACCOUNT_SETUP_MESSAGES.lastNameRequired,
  phoneNumber: ACCOUNT_SETUP_MESSAGES.phoneInvalid,
};

export function checkPersonalData(
  values: Record<PersonalDataField, string>,
): FieldErrors<PersonalDataField> {
  const parsed = personalDataSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors<PersonalDataField> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'firstName' || field === 'lastName' || field === 'phoneNumber')
      errors[field] ??= PERSONAL_DATA_MESSAGES[field];
  }
  return errors;
}

/** The first field of `order` that has an error. */
export function firstFieldWithError<Field extends string>(
  order: readonly Field[],
  errors: FieldErrors<Field>,
): Field | null {
  return order.find((field) => errors[field]) ?? null;
}
