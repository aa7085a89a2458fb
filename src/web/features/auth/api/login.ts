import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SessionUser } from '../../../../domain/auth/session';
import { sessionUserSchema, type LoginRequest } from '../../../../domain/auth/session.schema';
import { AUTH_MESSAGES } from '../../../../domain/messages';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../notifications/notifications.store';
import { acceptAuthEvent } from '../auth-event-guard';
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

/** Spec §8: 'Benvenuto, {name}!', or 'Login effettuato con successo!' without a name. */
export function loginNotice(user: Pick<SessionUser, 'firstName' | 'displayName'>): string {
  const name = user.firstName?.trim() || user.displayName.trim();
  return name ? AUTH_MESSAGES.welcome(name) : AUTH_MESSAGES.loginSuccess;
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
      // A repeated login within the window is not announced again (spec §4).
      if (acceptAuthEvent('login')) notify(loginNotice(user), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
