import { useMutation } from '@tanstack/react-query';
import type {
  EmailChangeRequest,
  EmailChangeState,
} from '../../../../domain/account/profile.schema';
import { verificationStateSchema } from '../../../../domain/auth/registration.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/account/email/code (202): a code is sent to the new address; the email changes
 * only once it is confirmed. 400 with fields.newEmail (taken, the same) or
 * fields.currentPassword (wrong password).
 */
export function requestEmailChange(request: EmailChangeRequest): Promise<EmailChangeState> {
  return apiRequest('/api/account/email/code', {
    method: 'POST',
    body: request,
    schema: verificationStateSchema,
  });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
