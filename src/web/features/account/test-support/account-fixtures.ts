import type { AccountProfile, ProfileAnswer } from '../../../../domain/account/profile.schema';
import type { SessionUser } from '../../../../domain/auth/session';
import { CUSTOMER } from '../../../test/fixtures';

/** The profile of the test customer (test/fixtures CUSTOMER), without an avatar. */
export function accountProfile(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return {
    id: CUSTOMER.id,
    email: CUSTOMER.email,
    emailVerified: true,
    firstName: CUSTOMER.firstName,
    lastName: CUSTOMER.lastName,
    displayName: CUSTOMER.displayName,
    phoneNumber: '+393331234567',
    avatar: null,
    createdAt: '2025-03-14T09:00:00.000Z',
    lastLoginAt: '2026-11-25T21:40:00.000Z',
    pendingEmail: null,
    ...overrides,
  };
}

/** A change's answer: the profile and the session's user made from it. */
export function profileAnswer(profile: AccountProfile): ProfileAnswer {
  const user: SessionUser = {
    ...CUSTOMER,
    email: profile.email,
    displayName: profile.displayName,
    firstName: profile.firstName,
    lastName: profile.lastName,
    avatarUrl: profile.avatar ? profile.avatar[64] : null,
  };
  return { profile, user };
}

export const AVATAR_FILES = {
  64: '/uploads/avatars/u-1/k3f9-64.webp',
  128: '/uploads/avatars/u-1/k3f9-128.webp',
  256: '/uploads/avatars/u-1/k3f9-256.webp',
} as const;

/** An API refusal as the server writes it. */
export function refusal(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}
