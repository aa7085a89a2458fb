import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminProductResponseSchema,
  type ProductCreateRequest,
} from '../../../../../domain/admin/products.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

/** POST /api/admin/products: a new product; its address comes from its name. */
export async function createProduct(body: ProductCreateRequest) {
  const { product } = await apiRequest('/api/admin/products', {
    method: 'POST',
    body,
    schema: adminProductResponseSchema,
  });
  return product;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_QUERY_KEY }),
  });
}
