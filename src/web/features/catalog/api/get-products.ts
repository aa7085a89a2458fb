import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOG_SORTS, type CatalogSort } from '../../../../domain/catalog/catalog-sort';
import { apiRequest, lazyParser } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

/** The listing orders (one list, in the domain; these names stay for existing callers). */
export const PRODUCT_SORTS = CATALOG_SORTS;
export type ProductSort = CatalogSort;

/** GET /api/products: the listing query of catalog-query.ts, as the browser sends it. */
export interface ProductListParams {
  category?: string;
  featured?: boolean;
  tag?: string;
  onSale?: boolean;
  /** Exactly these products (the compare page). */
  ids?: readonly number[];
  inStock?: boolean;
  minPriceCents?: number;
  maxPriceCents?: number;
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}

/**
 * The same request always gets the same cache key: `inStock: false` and a missing `inStock`
 * ask the server the same thing, so they must not be cached twice.
 */
export function normalizeProductListParams(params: ProductListParams): ProductListParams {
  const normalized: ProductListParams = {};
  if (params.category) normalized.category = params.category;
  if (params.featured) normalized.featured = true;
  if (params.tag) normalized.tag = params.tag;
  if (params.onSale) normalized.onSale = true;
  if (params.ids && params.ids.length > 0) normalized.ids = [...params.ids];
  if (params.inStock) normalized.inStock = true;
  if (params.minPriceCents !== undefined) normalized.minPriceCents = params.minPriceCents;
  if (params.maxPriceCents !== undefined) normalized.maxPriceCents = params.maxPriceCents;
  if (params.sort && params.sort !== 'relevance') normalized.sort = params.sort;
  if (params.page && params.page > 1) normalized.page = params.page;
  if (params.pageSize !== undefined) normalized.pageSize = params.pageSize;
  return normalized;
}

const productPage = lazyParser(() =>
  import('../../../../domain/catalog/product.schema').then((module) => module.productPageSchema),
);

export function getProducts(params: ProductListParams, signal?: AbortSignal) {
  const query = toQueryString({
    category: params.category,
    featured: params.featured ? 'true' : undefined,
    tag: params.tag,
    onSale: params.onSale ? 'true' : undefined,
    ids: params.ids && params.ids.length > 0 ? params.ids.join(',') : undefined,
    inStock: params.inStock ? 'true' : undefined,
    minPriceCents: params.minPriceCents,
    maxPriceCents: params.maxPriceCents,
    sort: params.sort,
    page: params.page,
    pageSize: params.pageSize,
  });
  return apiRequest(`/api/products${query}`, { schema: productPage, signal });
}

export function productsQueryOptions(params: ProductListParams) {
  const normalized = normalizeProductListParams(params);
  return queryOptions({
    queryKey: ['catalog', 'products', normalized] as const,
    queryFn: ({ signal }) => getProducts(normalized, signal),
  });
}

/** Keeps showing the previous list while another page, filter or sort loads. */
export function useProducts(
  params: ProductListParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...productsQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
