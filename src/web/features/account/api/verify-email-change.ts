import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeVerify, ProfileAnswer } from '../../../../domain/account/profile.schema';
import { apiRequest } from '../../../lib/api-client';
import { applyProfileAnswer, profileAnswerSchema } from './get-profile';

/** POST /api/account/email/verify: the six digits; the new address becomes the account's. */
export function verifyEmailChange(request: EmailChangeVerify): Promise<ProfileAnswer> {
  return apiRequest('/api/account/email/verify', {
    method: 'POST',
    body: request,
    schema: profileAnswerSchema,
  });
}

export function useVerifyEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailChange,
    onSuccess: (answer) => applyProfileAnswer(queryClient, answer),
  });
}
