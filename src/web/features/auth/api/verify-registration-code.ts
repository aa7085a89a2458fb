import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { VerifyCodeRequest } from '../../../../domain/auth/registration.schema';
import type { SessionUser } from '../../../../domain/auth/session';
import { sessionUserSchema } from '../../../../domain/auth/session.schema';
import { apiRequest } from '../../../lib/api-client';
import { setSessionUser } from './get-session';

const verifyResponseSchema = z.object({ user: sessionUserSchema });

/**
 * Step two (spec §7 verifyEmailCode): the right code creates the account and logs it in (the
 * server sets the session cookies).
 */
export async function verifyRegistrationCode(request: VerifyCodeRequest): Promise<SessionUser> {
  const { user } = await apiRequest('/api/auth/registration/verify', {
    method: 'POST',
    body: request,
    schema: verifyResponseSchema,
  });
  return user;
}

export function useVerifyRegistrationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyRegistrationCode,
    // The registration state is left to expire from the cache: removing it while the screen
    // still shows would make the screen ask the server again for a record that is now gone.
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
