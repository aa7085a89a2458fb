import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { adminCategoriesResponseSchema } from '../../../../../domain/admin/categories.schema';
import { apiRequest } from '../../../../lib/api-client';
import { categoriesQueryOptions } from '../../../catalog/api/get-categories';

export const ADMIN_CATEGORIES_QUERY_KEY = ['admin', 'categories'] as const;

/** GET /api/admin/categories: every category in the shop's order, with its product count. */
export async function getAdminCategories(signal?: AbortSignal) {
  const { categories } = await apiRequest('/api/admin/categories', {
    schema: adminCategoriesResponseSchema,
    signal,
  });
  return categories;
}

export function adminCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_CATEGORIES_QUERY_KEY,
    queryFn: ({ signal }) => getAdminCategories(signal),
  });
}

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}

/**
 * After a change the shop's copies in this browser are read again: the navigation and the
 * filters (the category list), and every catalog answer, since products carry their
 * category's name and address.
 */
export function invalidateShopCategories(queryClient: QueryClient): Promise<void> {
  const [catalogKey] = categoriesQueryOptions().queryKey;
  return queryClient.invalidateQueries({ queryKey: [catalogKey] });
}
