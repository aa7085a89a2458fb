import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  verificationStateSchema,
  type RegistrationCodeRequest,
  type VerificationState,
} from '../../../../domain/auth/registration.schema';
import { apiRequest } from '../../../lib/api-client';
import { registrationStateQueryKey } from './get-registration-state';

/** Step one of registration (spec §7 sendVerificationCode): stores the data, emails the code. */
export function requestRegistrationCode(
  request: RegistrationCodeRequest,
): Promise<VerificationState> {
  return apiRequest('/api/auth/registration/code', {
    method: 'POST',
    body: request,
    schema: verificationStateSchema,
  });
}

export function useRequestRegistrationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRegistrationCode,
    onSuccess: (state) => {
      queryClient.setQueryData(registrationStateQueryKey(state.email), state);
    },
  });
}
