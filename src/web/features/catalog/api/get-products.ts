import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productPageSchema } from '../../../../domain/catalog/product';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export const PRODUCT_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductListParams {
  category?: string;
  featured?: boolean;
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}

export function getProducts(params: ProductListParams, signal?: AbortSignal) {
  const query = toQueryString({
    category: params.category,
    featured: params.featured ? 'true' : undefined,
    sort: params.sort,
    page: params.page,
    pageSize: params.pageSize,
  });
  return apiRequest(`/api/products${query}`, { schema: productPageSchema, signal });
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: ['catalog', 'products', params] as const,
    queryFn: ({ signal }) => getProducts(params, signal),
  });
}

/** Keeps showing the previous list while another page, filter or sort loads. */
export function useProducts(
  params: ProductListParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...productsQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
