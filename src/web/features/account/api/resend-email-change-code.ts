import { useMutation } from '@tanstack/react-query';
import type { EmailChangeState } from '../../../../domain/account/profile.schema';
import { verificationStateSchema } from '../../../../domain/auth/registration.schema';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/account/email/resend (202): a new code to the address waiting for confirmation. */
export function resendEmailChangeCode(): Promise<EmailChangeState> {
  return apiRequest('/api/account/email/resend', {
    method: 'POST',
    schema: verificationStateSchema,
  });
}

export function useResendEmailChangeCode() {
  return useMutation({ mutationFn: resendEmailChangeCode });
}
