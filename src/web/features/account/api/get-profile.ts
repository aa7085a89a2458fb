import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { AccountProfile, ProfileAnswer } from '../../../../domain/account/profile.schema';
import {
  isSessionUser,
  type SessionResponse,
  type SessionUser,
} from '../../../../domain/auth/session';
import { apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../auth/api/get-session';
import { PROFILE_QUERY_KEY } from './profile-query-key';

const avatarFilesSchema = z.object({ 64: z.string(), 128: z.string(), 256: z.string() });

/** The answer as the contract describes it (AccountProfile); anything else is an error. */
export const accountProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string(),
  phoneNumber: z.string().nullable(),
  avatar: avatarFilesSchema.nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  pendingEmail: z.string().nullable(),
}) satisfies z.ZodType<AccountProfile>;

/** What every change of the profile, avatar or email answers. */
export const profileAnswerSchema = z.object({
  profile: accountProfileSchema,
  user: z.custom<SessionUser>(isSessionUser),
}) satisfies z.ZodType<ProfileAnswer>;

/** GET /api/account/profile: the logged-in user's own data. */
export function getProfile(signal?: AbortSignal): Promise<AccountProfile> {
  return apiRequest('/api/account/profile', { schema: accountProfileSchema, signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/**
 * Puts a change's answer where the pages read it: the profile, and the session's user, so the
 * account menu shows the new name, picture or email at once, without asking the server again.
 * The rest of the session answer (the idle limits) stays as it was.
 */
export function applyProfileAnswer(queryClient: QueryClient, answer: ProfileAnswer): void {
  queryClient.setQueryData(PROFILE_QUERY_KEY, answer.profile);
  queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, (previous) => ({
    ...previous,
    user: answer.user,
  }));
}
