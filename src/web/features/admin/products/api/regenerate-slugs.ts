import { useMutation, useQueryClient } from '@tanstack/react-query';
import { slugsRegeneratedResponseSchema } from '../../../../../domain/admin/products.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

/** POST /api/admin/products/slugs/regenerate: every address from its name; old ones redirect. */
export async function regenerateSlugs() {
  const { updated } = await apiRequest('/api/admin/products/slugs/regenerate', {
    method: 'POST',
    schema: slugsRegeneratedResponseSchema,
  });
  return updated;
}

export function useRegenerateSlugs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateSlugs,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_QUERY_KEY }),
  });
}
