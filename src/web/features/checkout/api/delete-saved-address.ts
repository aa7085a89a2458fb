import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SAVED_ADDRESSES_QUERY_KEY } from './get-saved-addresses';

export function deleteSavedAddress(id: number) {
  return apiRequest(`/api/checkout/addresses/${id}`, { method: 'DELETE' });
}

export function useDeleteSavedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_QUERY_KEY }),
  });
}
