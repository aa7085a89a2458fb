import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductResponseSchema } from '../../../../../domain/admin/products.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

/** DELETE /api/admin/products/:id: orders keep their copy; carts and wishlists lose the line. */
export async function deleteProduct(id: number) {
  const { product } = await apiRequest(`/api/admin/products/${id}`, {
    method: 'DELETE',
    schema: adminProductResponseSchema,
  });
  return product;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (product) => {
      queryClient.removeQueries({ queryKey: [...ADMIN_PRODUCTS_QUERY_KEY, 'one', product.id] });
      return queryClient.invalidateQueries({ queryKey: [...ADMIN_PRODUCTS_QUERY_KEY, 'list'] });
    },
  });
}
