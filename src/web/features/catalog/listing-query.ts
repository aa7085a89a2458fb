import type { QueryClient } from '@tanstack/react-query';
import { CATALOG_PAGE_SIZE } from '../../../domain/constants';
import {
  catalogApiQueryOf,
  parseCatalogSearchParams,
  type CatalogFixedFilters,
} from '../../../domain/catalog/catalog-url';
import { categoriesQueryOptions } from './api/get-categories';
import { productsQueryOptions } from './api/get-products';
import { awaitUnlessOnScreen } from './page-on-screen';

/** The products request of a listing URL (the same one the listing component makes). */
export function listingProductsQueryOptions(
  search: URLSearchParams | string,
  fixed: CatalogFixedFilters = {},
  categorySlugs?: readonly string[],
) {
  const filters = parseCatalogSearchParams(search, { fixed, categorySlugs });
  return productsQueryOptions(catalogApiQueryOf(filters, CATALOG_PAGE_SIZE));
}

/**
 * Fills the cache for a listing page before it renders: the families (for the filter) and the
 * products of the URL, in parallel. Never throws; a failure shows in the page.
 * A filter, order or page change on the listing already shown does not wait (page-on-screen.ts).
 */
export async function prefetchListing(
  queryClient: QueryClient,
  request: Request,
  fixed: CatalogFixedFilters = {},
): Promise<void> {
  const { search } = new URL(request.url);
  await awaitUnlessOnScreen(
    request.url,
    Promise.all([
      queryClient.prefetchQuery(categoriesQueryOptions()),
      queryClient.prefetchQuery(listingProductsQueryOptions(search, fixed)),
    ]),
  );
}
