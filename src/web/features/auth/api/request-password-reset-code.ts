import { useMutation } from '@tanstack/react-query';
import {
  verificationStateSchema,
  type PasswordResetCodeRequest,
  type VerificationState,
} from '../../../../domain/auth/registration.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * Asks for a password-reset code. The answer (202) is the same whether or not the address has
 * an account, so the page can only say that a code was sent if it has one.
 */
export function requestPasswordResetCode(
  request: PasswordResetCodeRequest,
): Promise<VerificationState> {
  return apiRequest('/api/auth/password-reset/code', {
    method: 'POST',
    body: request,
    schema: verificationStateSchema,
  });
}

export function useRequestPasswordResetCode() {
  return useMutation({ mutationFn: requestPasswordResetCode });
}
