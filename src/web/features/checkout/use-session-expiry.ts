import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout.messages';
import { loginPathFor } from '../../../domain/routes';
import { isApiError } from '../../lib/api-client';
import { SESSION_QUERY_KEY, setSessionUser } from '../auth/api/get-session';
import { notify } from '../notifications/notifications.store';
import { checkoutPathFor, type CheckoutStep } from './checkout-steps';

/**
 * The session ended during checkout (401): the customer logs in again and comes back to the
 * same step; the draft waits in this tab's storage.
 */
export function useSessionExpiry(): (step: CheckoutStep) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (step: CheckoutStep) => {
      const session = queryClient.getQueryData<{ user: unknown }>(SESSION_QUERY_KEY);
      // Several requests may fail together: one notice, one redirect.
      if (!session?.user) return;
      notify(CHECKOUT_MESSAGES.sessionExpired, { kind: 'error' });
      setSessionUser(queryClient, null);
      void navigate(loginPathFor(checkoutPathFor(step)), { replace: true });
    },
    [queryClient, navigate],
  );
}

export function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && error.code === 'unauthenticated';
}

/** Sends the customer to log in when a query of this step answered 401. */
export function useExpireOnUnauthenticated(error: unknown, step: CheckoutStep): void {
  const expire = useSessionExpiry();
  useEffect(() => {
    if (isUnauthenticated(error)) expire(step);
  }, [error, expire, step]);
}
