import type { QueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '../../../../../domain/admin/products.schema';
import { adminProductQueryOptions } from './get-admin-product';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

/**
 * After an image change: the editor's product gets its new images in place (its `updatedAt`
 * is kept, so the form beside it keeps unsaved edits), and the list pages read again.
 */
export function applyProductImages(
  queryClient: QueryClient,
  productId: number,
  images: readonly string[],
): Promise<void> {
  queryClient.setQueryData(
    adminProductQueryOptions(productId).queryKey,
    (product: AdminProduct | undefined) =>
      product ? { ...product, images: [...images], image: images[0] ?? null } : product,
  );
  return queryClient.invalidateQueries({ queryKey: [...ADMIN_PRODUCTS_QUERY_KEY, 'list'] });
}
