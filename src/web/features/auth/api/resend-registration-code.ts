import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  verificationStateSchema,
  type ResendCodeRequest,
  type VerificationState,
} from '../../../../domain/auth/registration.schema';
import { apiRequest } from '../../../lib/api-client';
import { registrationStateQueryKey } from './get-registration-state';

/** A new registration code (spec §7 resendVerificationCode), after the cooldown. */
export function resendRegistrationCode(request: ResendCodeRequest): Promise<VerificationState> {
  return apiRequest('/api/auth/registration/resend', {
    method: 'POST',
    body: request,
    schema: verificationStateSchema,
  });
}

export function useResendRegistrationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendRegistrationCode,
    onSuccess: (state) => {
      queryClient.setQueryData(registrationStateQueryKey(state.email), state);
    },
  });
}
