import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  productImagesResponseSchema,
  type ProductImagesResponse,
} from '../../../../../domain/admin/product-images.schema';
import { uploadWithProgress, type UploadProgress } from '../../../../lib/api-client';
import { applyProductImages } from './product-images-cache';

export type { UploadProgress };

/** POST /api/admin/products/:id/images (multipart, the files in "images"), with its progress. */
export function uploadProductImages(
  productId: number,
  files: readonly File[],
  onProgress: (progress: UploadProgress) => void,
): Promise<ProductImagesResponse> {
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  return uploadWithProgress(`/api/admin/products/${productId}/images`, {
    method: 'POST',
    body,
    schema: productImagesResponseSchema,
    onProgress,
  });
}

export function useUploadProductImages(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      files,
      onProgress,
    }: {
      files: readonly File[];
      onProgress: (progress: UploadProgress) => void;
    }) => uploadProductImages(productId, files, onProgress),
    onSuccess: (answer) => applyProductImages(queryClient, productId, answer.images),
  });
}
