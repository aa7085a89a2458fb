import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesResponseSchema } from '../../../../../domain/catalog/product.schema';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/categories: the shop's categories, in its order, for the filter and the form. */
export async function getProductCategories(signal?: AbortSignal) {
  const { items } = await apiRequest('/api/categories', {
    schema: categoriesResponseSchema,
    signal,
  });
  return items;
}

export function productCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'products', 'categories'] as const,
    queryFn: ({ signal }) => getProductCategories(signal),
  });
}

export function useProductCategories() {
  return useQuery(productCategoriesQueryOptions());
}
