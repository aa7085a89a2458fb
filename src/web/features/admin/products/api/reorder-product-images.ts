import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productImagesResponseSchema } from '../../../../../domain/admin/product-images.schema';
import { apiRequest } from '../../../../lib/api-client';
import { applyProductImages } from './product-images-cache';

/** PUT /api/admin/products/:id/images/order: the same images in a new order (first is shown). */
export async function reorderProductImages(productId: number, images: readonly string[]) {
  const answer = await apiRequest(`/api/admin/products/${productId}/images/order`, {
    method: 'PUT',
    body: { images },
    schema: productImagesResponseSchema,
  });
  return answer.images;
}

export function useReorderProductImages(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (images: readonly string[]) => reorderProductImages(productId, images),
    onSuccess: (images) => applyProductImages(queryClient, productId, images),
  });
}
