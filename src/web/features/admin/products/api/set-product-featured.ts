import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductResponseSchema } from '../../../../../domain/admin/products.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

/** POST /api/admin/products/:id/featured: puts the product among the featured ones or out. */
export async function setProductFeatured(id: number, featured: boolean) {
  const { product } = await apiRequest(`/api/admin/products/${id}/featured`, {
    method: 'POST',
    body: { featured },
    schema: adminProductResponseSchema,
  });
  return product;
}

export function useSetProductFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean }) =>
      setProductFeatured(id, featured),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_QUERY_KEY }),
  });
}
