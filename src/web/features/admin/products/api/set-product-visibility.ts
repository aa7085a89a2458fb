import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductResponseSchema } from '../../../../../domain/admin/products.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

/** POST /api/admin/products/:id/visibility: shows or hides the product in the shop at once. */
export async function setProductVisibility(id: number, visible: boolean) {
  const { product } = await apiRequest(`/api/admin/products/${id}/visibility`, {
    method: 'POST',
    body: { visible },
    schema: adminProductResponseSchema,
  });
  return product;
}

export function useSetProductVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visible }: { id: number; visible: boolean }) =>
      setProductVisibility(id, visible),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_QUERY_KEY }),
  });
}
