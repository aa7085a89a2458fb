import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCategoriesResponseSchema,
  type CategoryMoveDirection,
} from '../../../../../domain/admin/categories.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_CATEGORIES_QUERY_KEY, invalidateShopCategories } from './get-admin-categories';

/** POST /api/admin/categories/:id/move: one place up or down; answers the whole new order. */
export async function moveCategory(id: number, direction: CategoryMoveDirection) {
  const { categories } = await apiRequest(`/api/admin/categories/${id}/move`, {
    method: 'POST',
    body: { direction },
    schema: adminCategoriesResponseSchema,
  });
  return categories;
}

export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: CategoryMoveDirection }) =>
      moveCategory(id, direction),
    onSuccess: (categories) => {
      queryClient.setQueryData(ADMIN_CATEGORIES_QUERY_KEY, categories);
      return invalidateShopCategories(queryClient);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATEGORIES_QUERY_KEY }),
  });
}
