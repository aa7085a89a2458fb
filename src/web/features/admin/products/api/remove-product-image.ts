import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productImagesResponseSchema } from '../../../../../domain/admin/product-images.schema';
import { apiRequest } from '../../../../lib/api-client';
import { applyProductImages } from './product-images-cache';

/** DELETE /api/admin/products/:id/images?url=…: the image leaves the product (and the disk). */
export async function removeProductImage(productId: number, url: string) {
  const answer = await apiRequest(
    `/api/admin/products/${productId}/images?${new URLSearchParams({ url }).toString()}`,
    { method: 'DELETE', schema: productImagesResponseSchema },
  );
  return answer.images;
}

export function useRemoveProductImage(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => removeProductImage(productId, url),
    onSuccess: (images) => applyProductImages(queryClient, productId, images),
  });
}
