import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmRequest } from '../../../../domain/auth/registration.schema';
import { apiRequest } from '../../../lib/api-client';

/** Sets the new password with the emailed code (204); the user then logs in with it. */
export function confirmPasswordReset(request: PasswordResetConfirmRequest): Promise<void> {
  return apiRequest('/api/auth/password-reset/confirm', { method: 'POST', body: request });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
