import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCategoryResponseSchema } from '../../../../../domain/admin/categories.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_CATEGORIES_QUERY_KEY, invalidateShopCategories } from './get-admin-categories';

/**
 * DELETE /api/admin/categories/:id: answers the deleted category; a category that still has
 * products is refused (409, the spec's "Impossibile eliminare…").
 */
export async function deleteCategory(id: number) {
  const { category } = await apiRequest(`/api/admin/categories/${id}`, {
    method: 'DELETE',
    schema: adminCategoryResponseSchema,
  });
  return category;
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => invalidateShopCategories(queryClient),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATEGORIES_QUERY_KEY }),
  });
}
