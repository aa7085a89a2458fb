import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  verificationStateSchema,
  type VerificationState,
} from '../../../../domain/auth/registration.schema';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

/** The counters and deadlines of a pending registration code (spec §2.7). */
export function registrationStateQueryKey(email: string) {
  return ['auth', 'registration-state', email] as const;
}

export function getRegistrationState(
  email: string,
  signal?: AbortSignal,
): Promise<VerificationState> {
  return apiRequest(`/api/auth/registration/state${toQueryString({ email })}`, {
    schema: verificationStateSchema,
    signal,
  });
}

export function registrationStateQueryOptions(email: string) {
  return queryOptions({
    queryKey: registrationStateQueryKey(email),
    queryFn: ({ signal }) => getRegistrationState(email, signal),
    // The verification screen always starts from the server's current counters.
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

/** `placeholder`: the state last stored in the browser, shown while the server answers. */
export function useRegistrationState(email: string, placeholder?: VerificationState | null) {
  return useQuery({
    ...registrationStateQueryOptions(email),
    placeholderData: placeholder ?? undefined,
  });
}
