import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../domain/account/change-password.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/account/password (204): this session stays, every other session of the user ends
 * with the "password changed" notice. 400 with fields.currentPassword or fields.newPassword,
 * 429 after too many wrong current passwords.
 */
export function changePassword(request: ChangePasswordRequest): Promise<void> {
  return apiRequest('/api/account/password', { method: 'POST', body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
