import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentConfigSchema } from '../../../../domain/checkout/checkout.schema';
import { apiRequest } from '../../../lib/api-client';

/** Which payment provider the shop runs (the built-in test one, or Stripe with its key). */
export function getPaymentConfig(signal?: AbortSignal) {
  return apiRequest('/api/checkout/payment-config', { schema: paymentConfigSchema, signal });
}

export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: ['checkout', 'payment-config'] as const,
    queryFn: ({ signal }) => getPaymentConfig(signal),
    // Fixed while the server runs.
    staleTime: Infinity,
  });
}

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
