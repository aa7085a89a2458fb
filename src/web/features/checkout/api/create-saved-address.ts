import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddressRequest } from '../../../../domain/checkout/address.schema';
import { savedAddressResponseSchema } from '../../../../domain/checkout/checkout.schema';
import { apiRequest } from '../../../lib/api-client';
import { SAVED_ADDRESSES_QUERY_KEY } from './get-saved-addresses';

/** Saves a new delivery address (at most SAVED_ADDRESSES_MAX; 412 beyond). */
export async function createSavedAddress(address: DeliveryAddressRequest) {
  const response = await apiRequest('/api/checkout/addresses', {
    method: 'POST',
    body: address,
    schema: savedAddressResponseSchema,
  });
  return response.address;
}

export function useCreateSavedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_QUERY_KEY }),
  });
}
