import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyParser } from '../../../lib/api-client';

const categoriesResponse = lazyParser(() =>
  import('../../../../domain/catalog/product.schema').then(
    (module) => module.categoriesResponseSchema,
  ),
);

export async function getCategories(signal?: AbortSignal) {
  const { items } = await apiRequest('/api/categories', {
    schema: categoriesResponse,
    signal,
  });
  return items;
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'categories'] as const,
    queryFn: ({ signal }) => getCategories(signal),
  });
}

/** The product families (iPhone, Mac, iPad, Watch) in the shop's order. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
