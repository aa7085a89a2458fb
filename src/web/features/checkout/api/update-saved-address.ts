import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddressRequest } from '../../../../domain/checkout/address.schema';
import { savedAddressResponseSchema } from '../../../../domain/checkout/checkout.schema';
import { apiRequest } from '../../../lib/api-client';
import { SAVED_ADDRESSES_QUERY_KEY } from './get-saved-addresses';

export interface UpdateSavedAddressInput {
  id: number;
  address: DeliveryAddressRequest;
}

/** Replaces a saved address with what the customer corrected. */
export async function updateSavedAddress({ id, address }: UpdateSavedAddressInput) {
  const response = await apiRequest(`/api/checkout/addresses/${id}`, {
    method: 'PUT',
    body: address,
    schema: savedAddressResponseSchema,
  });
  return response.address;
}

export function useUpdateSavedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_QUERY_KEY }),
  });
}
