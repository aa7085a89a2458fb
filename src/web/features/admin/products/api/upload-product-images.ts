import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  productImagesResponseSchema,
  type ProductImagesResponse,
} from '../../../../../domain/admin/product-images.schema';
import { isErrorCode } from '../../../../../domain/errors';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '../../../../../domain/http';
import { COMMON_MESSAGES } from '../../../../../domain/messages';
import {
  ApiError,
  apiRequest,
  errorCodeForStatus,
  NETWORK_ERROR_STATUS,
  readCookie,
} from '../../../../lib/api-client';
import { applyProductImages } from './product-images-cache';

/**
 * POST /api/admin/products/:id/images (multipart). The one request of the browser app not made
 * through apiRequest: fetch cannot report how much of a body has been sent, XMLHttpRequest can.
 * It carries the same CSRF header and turns failures into the same ApiError.
 */

/** How far the upload is: the bytes sent out of the total, then the server's conversion. */
export type UploadProgress = { phase: 'sending'; percent: number } | { phase: 'processing' };

async function csrfToken(): Promise<string | null> {
  const token = readCookie(CSRF_COOKIE_NAME);
  if (token) return token;
  // Any answer of the API sets the cookie when it is missing.
  await apiRequest('/api/auth/session').catch(() => undefined);
  return readCookie(CSRF_COOKIE_NAME);
}

function errorOf(status: number, responseText: string): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(responseText);
  } catch {
    // Not JSON: the status alone decides.
  }
  const error =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error === 'object' && error !== null) {
    const { code, message, fields } = error as {
      code?: unknown;
      message?: unknown;
      fields?: unknown;
    };
    if (isErrorCode(code))
      return new ApiError({
        code,
        status,
        serverMessage: typeof message === 'string' ? message : undefined,
        fields:
          typeof fields === 'object' && fields !== null
            ? (fields as Record<string, string>)
            : undefined,
      });
  }
  return new ApiError({ code: errorCodeForStatus(status), status });
}

export async function uploadProductImages(
  productId: number,
  files: readonly File[],
  onProgress: (progress: UploadProgress) => void,
): Promise<ProductImagesResponse> {
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  const token = await csrfToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/products/${productId}/images`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader(CSRF_HEADER_NAME, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress({ phase: 'sending', percent: Math.round((event.loaded / event.total) * 100) });
    };
    request.upload.onload = () => onProgress({ phase: 'processing' });
    request.onerror = () =>
      reject(
        new ApiError({
          code: 'internal',
          status: NETWORK_ERROR_STATUS,
          message: COMMON_MESSAGES.networkError,
        }),
      );
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(errorOf(request.status, request.responseText));
        return;
      }
      try {
        resolve(productImagesResponseSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(
          new ApiError({
            code: 'internal',
            status: request.status,
            serverMessage: error instanceof Error ? error.message : 'Unexpected response',
          }),
        );
      }
    };
    request.send(body);
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
