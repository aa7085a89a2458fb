import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  sessionUserSchema,
  type LoginRequest,
  type SessionUser,
} from '../../../../domain/auth/session';
import { apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, setSessionUser } from './get-session';

const loginResponseSchema = z.object({ user: sessionUserSchema });

export async function login(credentials: LoginRequest): Promise<SessionUser> {
  const { user } = await apiRequest('/api/auth/login', {
    method: 'POST',
    body: credentials,
    schema: loginResponseSchema,
  });
  return user;
}

export interface UseLoginOptions {
  /** Runs after the server accepted the credentials and before the session cache knows it. */
  beforeSessionUpdate?: (user: SessionUser) => Promise<void> | void;
}

export function useLogin({ beforeSessionUpdate }: UseLoginOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      await beforeSessionUpdate?.(user);
      setSessionUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
