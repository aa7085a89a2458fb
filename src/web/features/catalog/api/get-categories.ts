import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { categorySchema } from '../../../../domain/catalog/product';
import { apiRequest } from '../../../lib/api-client';

const categoriesResponseSchema = z.object({ items: z.array(categorySchema) });

export async function getCategories(signal?: AbortSignal) {
  const { items } = await apiRequest('/api/categories', {
    schema: categoriesResponseSchema,
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
