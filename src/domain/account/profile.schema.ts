import { z } from 'zod';
import type { SessionUser } from '../auth/session';
import { emailSchema } from '../auth/registration.schema';
import type { VerificationState } from '../auth/registration.schema';
import { textSchema } from '../input.schema';
import type { AvatarSize } from './avatar-files';
import { PROFILE_ERRORS } from './profile.errors';

/**
 * The customer's own profile and data (spec §2.1 /profile, /edit-profile, /settings; §3 User),
 * as HTTP endpoints, all for a logged-in customer:
 *
 *   GET    /api/account/profile                          → 200 AccountProfile
 *   PATCH  /api/account/profile       ProfileUpdate      → 200 ProfileAnswer
 *   PUT    /api/account/avatar        multipart "avatar" → 200 ProfileAnswer
 *   DELETE /api/account/avatar                           → 200 ProfileAnswer
 *   POST   /api/account/email/code    EmailChangeRequest → 202 VerificationState (of the new address)
 *   POST   /api/account/email/resend                     → 202 VerificationState
 *   POST   /api/account/email/verify  EmailChangeVerify  → 200 ProfileAnswer
 *   GET    /api/account/newsletter                       → 200 NewsletterPreference
 *   PUT    /api/account/newsletter    NewsletterChange   → 200 NewsletterPreference
 *   GET    /api/account/export                           → 200 JSON file (attachment): AccountExport
 *   POST   /api/account/delete        AccountDeletion    → 204, session cookies cleared
 *
 * A profile update names only the fields it changes; any other key (role, emailVerified, id,
 * createdAt, email…) makes the whole request invalid-argument with PROFILE_ERRORS.notEditable,
 * and nothing changes.
 */

export const NAME_MAX_CHARS = 80;
export const DISPLAY_NAME_MAX_CHARS = 60;

/** What GET /api/account/profile answers. Dates are ISO 8601. */
export interface AccountProfile {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  /** E.164, e.g. "+393331234567"; null when not given. */
  phoneNumber: string | null;
  /** The avatar's file for each size; null when the user has none (initials are shown). */
  avatar: Record<AvatarSize, string> | null;
  createdAt: string;
  lastLoginAt: string | null;
  /** A new address waiting for its code, if an email change is under way. */
  pendingEmail: string | null;
}

/** An answer that changed the profile: the profile, and the session's user to show at once. */
export interface ProfileAnswer {
  profile: AccountProfile;
  user: SessionUser;
}

const optionalName = (max: number) =>
  textSchema()
    .trim()
    .max(max, { message: PROFILE_ERRORS.tooLong(max) })
    .transform((value) => (value === '' ? null : value))
    .nullable();

/**
 * PATCH /api/account/profile. Each field is optional: absent means unchanged. An empty first or
 * last name or phone clears it; the display name cannot be empty. The phone is normalised to
 * E.164 by the server (domain/checkout/address.rules normalizePhone), refused when it is not a
 * number.
 */
export const profileUpdateSchema = z.strictObject({
  firstName: optionalName(NAME_MAX_CHARS).optional(),
  lastName: optionalName(NAME_MAX_CHARS).optional(),
  displayName: textSchema()
    .trim()
    .min(1, { message: PROFILE_ERRORS.displayNameRequired })
    .max(DISPLAY_NAME_MAX_CHARS, { message: PROFILE_ERRORS.tooLong(DISPLAY_NAME_MAX_CHARS) })
    .optional(),
  phoneNumber: textSchema().max(60).nullable().optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
/** A profile update as the server reads it: names trimmed (empty → null), the phone as typed. */
export type ParsedProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The keys a profile update may carry; any other is refused as a whole. */
export const PROFILE_UPDATE_FIELDS = [
  'firstName',
  'lastName',
  'displayName',
  'phoneNumber',
] as const;

/**
 * The keys of a profile update body that are not PROFILE_UPDATE_FIELDS (role, email, id…): any
 * one of them refuses the whole update with PROFILE_ERRORS.notEditable.
 */
export function notEditableKeys(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const editable: readonly string[] = PROFILE_UPDATE_FIELDS;
  return Object.keys(body).filter((key) => !editable.includes(key));
}

/** POST /api/account/email/code: the new address, confirmed with the current password. */
export const emailChangeRequestSchema = z.strictObject({
  newEmail: emailSchema,
  currentPassword: textSchema().min(1).max(200),
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** POST /api/account/email/verify: the six digits sent to the new address. */
export const emailChangeVerifySchema = z.strictObject({
  code: textSchema().regex(/^\d{6}$/, { message: PROFILE_ERRORS.codeFormat }),
});
export type EmailChangeVerify = z.input<typeof emailChangeVerifySchema>;
export type EmailChangeState = VerificationState;

/** The account's newsletter subscription, by its email (double opt-in, as in the footer). */
export type NewsletterStatus = 'none' | 'pending' | 'confirmed';
export interface NewsletterPreference {
  status: NewsletterStatus;
}
export const newsletterChangeSchema = z.strictObject({ subscribed: z.boolean() });
export type NewsletterChange = z.input<typeof newsletterChangeSchema>;

/** POST /api/account/delete: the password confirms it. */
export const accountDeletionSchema = z.strictObject({
  password: textSchema().min(1).max(200),
});
export type AccountDeletion = z.input<typeof accountDeletionSchema>;

/** The file name of the data download, e.g. "vetrina-dati-2026-11-26.json". */
export function exportFileName(day: string): string {
  return `vetrina-dati-${day}.json`;
}
