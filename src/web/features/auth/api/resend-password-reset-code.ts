import { useMutation } from '@tanstack/react-query';
import {
  verificationStateSchema,
  type ResendCodeRequest,
  type VerificationState,
} from '../../../../domain/auth/registration.schema';
import { apiRequest } from '../../../lib/api-client';

/** A new password-reset code, after the cooldown and at most 3 times. */
export function resendPasswordResetCode(request: ResendCodeRequest): Promise<VerificationState> {
  return apiRequest('/api/auth/password-reset/resend', {
    method: 'POST',
    body: request,
    schema: verificationStateSchema,
  });
}

export function useResendPasswordResetCode() {
  return useMutation({ mutationFn: resendPasswordResetCode });
}
