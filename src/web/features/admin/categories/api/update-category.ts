import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCategoryResponseSchema,
  type CategoryUpdateRequest,
} from '../../../../../domain/admin/categories.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_CATEGORIES_QUERY_KEY, invalidateShopCategories } from './get-admin-categories';

/** PATCH /api/admin/categories/:id: a new name (and address) or description. */
export async function updateCategory(id: number, request: CategoryUpdateRequest) {
  const { category } = await apiRequest(`/api/admin/categories/${id}`, {
    method: 'PATCH',
    body: request,
    schema: adminCategoryResponseSchema,
  });
  return category;
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: CategoryUpdateRequest }) =>
      updateCategory(id, request),
    onSuccess: () => invalidateShopCategories(queryClient),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATEGORIES_QUERY_KEY }),
  });
}
