import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminProductResponseSchema } from '../../../../../domain/admin/products.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

/** GET /api/admin/products/:id: one product with every field the form edits. */
export async function getAdminProduct(id: number, signal?: AbortSignal) {
  const { product } = await apiRequest(`/api/admin/products/${id}`, {
    schema: adminProductResponseSchema,
    signal,
  });
  return product;
}

export function adminProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ADMIN_PRODUCTS_QUERY_KEY, 'one', id] as const,
    queryFn: ({ signal }) => getAdminProduct(id, signal),
  });
}

export function useAdminProduct(id: number) {
  return useQuery(adminProductQueryOptions(id));
}
