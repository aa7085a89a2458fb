import { queryOptions, useQuery } from '@tanstack/react-query';
import { shippingOptionsResponseSchema } from '../../../../domain/checkout/checkout.schema';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

/** The methods, prices and expected delivery days the server offers for a CAP. */
export function getShippingOptions(postalCode: string, signal?: AbortSignal) {
  return apiRequest(`/api/checkout/shipping-options${toQueryString({ postalCode })}`, {
    schema: shippingOptionsResponseSchema,
    signal,
  });
}

export function shippingOptionsQueryOptions(postalCode: string) {
  return queryOptions({
    queryKey: ['checkout', 'shipping-options', postalCode] as const,
    queryFn: ({ signal }) => getShippingOptions(postalCode, signal),
    // The expected days move with the clock (cut-off hour, working days).
    staleTime: 60_000,
    refetchOnMount: true,
  });
}

export function useShippingOptions(postalCode: string) {
  return useQuery(shippingOptionsQueryOptions(postalCode));
}
