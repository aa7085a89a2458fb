import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminProductsPageSchema,
  writeAdminProductsQuery,
  type AdminProductsQuery,
} from '../../../../../domain/admin/products.schema';
import { apiRequest } from '../../../../lib/api-client';

/** Every cached page of the admin products list, and every product read by the editor. */
export const ADMIN_PRODUCTS_QUERY_KEY = ['admin', 'products'] as const;

/** GET /api/admin/products?q=&category=&visible=&featured=&stock=&sort=&page=: 25 a page. */
export function getAdminProducts(query: AdminProductsQuery, signal?: AbortSignal) {
  const params = writeAdminProductsQuery(query);
  const search = params.toString();
  return apiRequest(`/api/admin/products${search ? `?${search}` : ''}`, {
    schema: adminProductsPageSchema,
    signal,
  });
}

export function adminProductsQueryOptions(query: AdminProductsQuery) {
  return queryOptions({
    queryKey: [...ADMIN_PRODUCTS_QUERY_KEY, 'list', query] as const,
    queryFn: ({ signal }) => getAdminProducts(query, signal),
  });
}

/** The previous page stays on screen while the next one (or a new filter) loads. */
export function useAdminProducts(query: AdminProductsQuery) {
  return useQuery({ ...adminProductsQueryOptions(query), placeholderData: keepPreviousData });
}
