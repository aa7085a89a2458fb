import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedAddressesResponseSchema } from '../../../../domain/checkout/checkout.schema';
import { apiRequest } from '../../../lib/api-client';

export const SAVED_ADDRESSES_QUERY_KEY = ['checkout', 'addresses'] as const;

/** The logged-in customer's saved delivery addresses. */
export async function getSavedAddresses(signal?: AbortSignal) {
  const { addresses } = await apiRequest('/api/checkout/addresses', {
    schema: savedAddressesResponseSchema,
    signal,
  });
  return addresses;
}

export function savedAddressesQueryOptions() {
  return queryOptions({
    queryKey: SAVED_ADDRESSES_QUERY_KEY,
    queryFn: ({ signal }) => getSavedAddresses(signal),
  });
}

export function useSavedAddresses() {
  return useQuery(savedAddressesQueryOptions());
}
