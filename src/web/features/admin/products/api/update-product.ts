import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminProductResponseSchema,
  type ProductUpdateRequest,
} from '../../../../../domain/admin/products.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

/** PATCH /api/admin/products/:id: the fields sent; only those that differ are written. */
export async function updateProduct(id: number, body: ProductUpdateRequest) {
  const { product } = await apiRequest(`/api/admin/products/${id}`, {
    method: 'PATCH',
    body,
    schema: adminProductResponseSchema,
  });
  return product;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductUpdateRequest }) =>
      updateProduct(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_QUERY_KEY }),
  });
}
