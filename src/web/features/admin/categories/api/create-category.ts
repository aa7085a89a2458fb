import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCategoryResponseSchema,
  type CategoryCreateRequest,
} from '../../../../../domain/admin/categories.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_CATEGORIES_QUERY_KEY, invalidateShopCategories } from './get-admin-categories';

/** POST /api/admin/categories: a new category, placed last. */
export async function createCategory(request: CategoryCreateRequest) {
  const { category } = await apiRequest('/api/admin/categories', {
    method: 'POST',
    body: request,
    schema: adminCategoryResponseSchema,
  });
  return category;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => invalidateShopCategories(queryClient),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATEGORIES_QUERY_KEY }),
  });
}
