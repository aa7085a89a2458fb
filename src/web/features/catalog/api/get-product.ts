import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyParser } from '../../../lib/api-client';

const productResponse = lazyParser(() =>
  import('../../../../domain/catalog/product.schema').then(
    (module) => module.productResponseSchema,
  ),
);

export function getProduct(segment: string, signal?: AbortSignal) {
  return apiRequest(`/api/products/${encodeURIComponent(segment)}`, {
    schema: productResponse,
    signal,
  });
}

export function productQueryKey(segment: string) {
  return ['catalog', 'product', segment] as const;
}

/**
 * Spec §2.1: the slug, "name-slug-id" and the bare id open the same product. The answer is also
 * stored under the canonical segment, so the redirect to it needs no second request.
 */
export function productQueryOptions(segment: string) {
  return queryOptions({
    queryKey: productQueryKey(segment),
    queryFn: async ({ signal, client }) => {
      const response = await getProduct(segment, signal);
      if (response.canonicalSegment !== segment)
        client.setQueryData(productQueryKey(response.canonicalSegment), response);
      return response;
    },
  });
}

/**
 * A 404 already met by the page's prefetch is not asked again on mount (the default would):
 * the not-found page shows at once, from one request.
 */
export function useProduct(segment: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productQueryOptions(segment), enabled, retryOnMount: false });
}
